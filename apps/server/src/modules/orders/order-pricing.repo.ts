// What an order is priced from and what it uses up, read and written inside the order's transaction through their
// owners' services: the catalogue's products and variants (their prices and terms), promotions' vouchers and uses.
export {
  type ProductForOrder,
  type VariantForOrder,
  findProductsByIds,
  findVariantsByIds,
} from '../catalog/catalog.service';
export {
  type PromotionRow,
  countPromotionUses,
  countUsages,
  deleteUsages,
  findPromotion,
  usageInsert,
} from '../promotions/promotions.service';
