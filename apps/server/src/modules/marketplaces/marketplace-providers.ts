// The marketplaces whose keys are set (DESIGN §16), each as its provider and the secret the connect states are signed
// with. Filled in once the Shopee and TikTok providers land (branches hs, ht).
import type { MarketplacesConfig } from '../../config';
import type { EnabledMarketplace } from './marketplaces.service';

export function enabledMarketplaces(_config: MarketplacesConfig): EnabledMarketplace[] {
  return [];
}
