// The marketplaces whose keys are set (DESIGN §16), each as its provider and the secret its connect states are signed
// with (config-marketplaces.ts leaves a marketplace without keys undefined: off).
import type { MarketplacesConfig } from '../../config';
import type { EnabledMarketplace } from './marketplace-connections';
import { createShopeeProvider } from './shopee-provider';
import { createTikTokProvider } from './tiktok-provider';

export function enabledMarketplaces({ shopee, tiktok }: MarketplacesConfig): EnabledMarketplace[] {
  return [
    ...(shopee
      ? [
          {
            provider: createShopeeProvider(shopee),
            secret: shopee.partnerKey,
          },
        ]
      : []),
    ...(tiktok ? [{ provider: createTikTokProvider(tiktok), secret: tiktok.appSecret }] : []),
  ];
}
