import type { Banner } from '@shop/domain/catalog.schemas';
import { socialImageUrl } from '@shop/domain/media.rules';
import { SHOP_TITLE, type SharedPage } from '../../lib/seo';

export const HOME_DESCRIPTION =
  'Nguyên liệu pha chế trà sữa, trà trái cây, sinh tố, dụng cụ và máy móc chính hãng, giá tốt. Cửa hàng tại TP.HCM, giao hàng toàn quốc.';

/**
 * The home page's head: the shop's name and summary, its address, and the oldest banner as the link preview's
 * image (the carousel's order is drawn per page, a preview should not change with it). Loaded by the route's
 * loader, so the media rules stay out of the start-up JavaScript.
 */
export function homePage(banners: Banner[] | undefined, origin: string): SharedPage {
  const preview = banners?.reduce<Banner | undefined>((first, b) => (first && first.id < b.id ? first : b), undefined);
  return {
    title: SHOP_TITLE,
    description: HOME_DESCRIPTION,
    url: `${origin}/`,
    image: preview ? new URL(socialImageUrl(preview.image_url), origin).href : undefined,
  };
}
