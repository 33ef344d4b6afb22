/**
 * Shapes of the demo catalogue (demo-catalogue.ts). The seed turns these into rows; money is integer dong,
 * images are paths under /media served by the app itself.
 */
export interface DemoCategory {
  /** Stable key used by products and sub-categories to refer to this category. */
  key: string;
  name: string;
  slug: string;
  image_url: string;
  parentKey: string | null;
}

export interface DemoVariant {
  name: string;
  unit: string;
  sku: string;
  price: number;
  discount_price: number | null;
  stock: number;
  is_active: boolean;
  main_image: string;
  max_quantities_in_cart: number | null;
  /** What a unit costs the shop (staff only, DESIGN §17). */
  cost_price: number;
}

export interface DemoProduct {
  name: string;
  slug: string;
  categoryKey: string;
  image_url: string;
  price: number;
  discount_price: number | null;
  stock: number;
  is_active: boolean;
  is_featured: boolean;
  /** Multi-line; lines like "1. Thành phần: ..." render as a table (spec 1 §2). */
  description: string;
  specifications: string;
  unit: string;
  /** Kilograms. */
  weight: number;
  max_quantities_in_cart: number | null;
  /** How many days before the seed date the product was created (drives 'new' and the sold counter). */
  createdDaysAgo: number;
  /** Its own SKU (DESIGN §16) when it has no variants (theirs name them); null otherwise. */
  sku: string | null;
  /** What a unit costs the shop (staff only, DESIGN §17). */
  cost_price: number;
  variants: DemoVariant[];
}

export interface DemoBanner {
  image_url: string;
  link: string;
  status: 'active' | 'inactive';
  createdDaysAgo: number;
}

export interface DemoFeedback {
  name: string;
  feedback: string;
  avatar_url: string | null;
}

/** A store's administrative unit codes in one structure of the bundled data (no district in v2025). */
export interface DemoStoreUnits {
  city: string;
  district: string | null;
  ward: string;
}

export interface DemoStore {
  name: string;
  /** The address as the shop shows it; `street` is its first part, `units` the rest as codes per structure. */
  address: string;
  street: string;
  units: Record<'legacy' | 'v2025', DemoStoreUnits>;
  phone: string | null;
  status: 'active' | 'coming_soon';
  lat: number;
  lng: number;
}

export interface DemoPromotion {
  code: string;
  description: string;
  image_url: string;
  value: number;
  is_percentage: boolean;
  min_purchase_amount: number;
  is_active: boolean;
  usage_limit_per_user: number | null;
}
