import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import {
  PRODUCT_ORDERINGS,
  PRODUCT_ORDERING_LABELS,
  STORE_ADMIN_STATUSES,
  STORE_STATUS_LABELS,
} from './catalog.constants';
import {
  Banner,
  Category,
  FeedbackList,
  MAX_PAGE_SIZE,
  Product,
  ProductPage,
  Promotion,
  PromotionList,
  QUERY_MESSAGES,
  StoreLocation,
  type Variant,
  paginated,
} from './catalog.schemas';
import {
  BestSellersQuery,
  CategoryListQuery,
  FeedbackQuery,
  PageQuery,
  ProductListQuery,
  SearchQuery,
} from './catalog-query.schemas';

/** The field → messages map the API answers with (DESIGN §2). */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const map: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'non_field_errors';
    (map[key] ??= []).push(issue.message);
  }
  return map;
}

const variant: Variant = {
  id: 11,
  product: 1,
  name: 'Chai 1L',
  unit: 'chai',
  sku: 'SIRO-DAO-1L',
  price: 120_000,
  discount_price: null,
  stock: 4,
  is_active: true,
  images: ['/media/siro-dao-1l.jpg'],
  main_image: '/media/siro-dao-1l.jpg',
  max_quantities_in_cart: 5,
};

const product: Product = {
  id: 1,
  name: 'Siro Đào',
  slug: 'siro-dao',
  image_url: '/media/siro-dao.jpg',
  image_alts: {},
  price: 95_000,
  discount_price: 85_000,
  stock: 10,
  is_active: true,
  category: 3,
  category_name: 'Siro',
  description: '1. Thành phần: đào\n2. Xuất xứ: Việt Nam',
  specifications: '',
  unit: 'chai',
  weight: 0.75,
  variants: [variant],
  total_quantity_sold: 12,
  created_at: '2025-06-01T08:00:00.000Z',
  max_quantities_in_cart: null,
};

describe('response schemas', () => {
  it('accepts a product as DESIGN §3 shapes it', () => {
    expect(Product.parse(product)).toEqual(product);
  });

  it('drops unknown fields so internals cannot leak', () => {
    const parsed = Product.parse({ ...product, search_text: 'siro dao', cost_price: 1 });
    expect(parsed).not.toHaveProperty('search_text');
    expect(parsed).not.toHaveProperty('cost_price');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['money as a string', { price: '95000' }, 'price'],
    ['money with decimals', { price: 95_000.5 }, 'price'],
    ['negative money', { discount_price: -1 }, 'discount_price'],
    ['negative stock', { stock: -1 }, 'stock'],
    ['a zero cart limit', { max_quantities_in_cart: 0 }, 'max_quantities_in_cart'],
    ['a date that is not ISO', { created_at: '01/06/2025' }, 'created_at'],
    ['a broken variant', { variants: [{ ...variant, sku: undefined }] }, 'variants.0.sku'],
  ])('rejects %s', (_case, patch, path) => {
    expect(Object.keys(fieldErrors(Product, { ...product, ...patch }))).toEqual([path]);
  });

  it('accepts an ISO date with an offset', () => {
    expect(Product.safeParse({ ...product, created_at: '2025-06-01T15:00:00+07:00' }).success).toBe(true);
  });

  it('parses a category tree of any depth', () => {
    const tree: Category = {
      id: 1,
      name: 'Nguyên liệu',
      slug: 'nguyen-lieu',
      image_url: '',
      parent: null,
      top_level: true,
      children: [
        {
          id: 2,
          name: 'Siro',
          slug: 'siro',
          image_url: '/media/siro.jpg',
          parent: 1,
          top_level: false,
          children: [
            {
              id: 3,
              name: 'Siro trái cây',
              slug: 'siro-trai-cay',
              image_url: '',
              parent: 2,
              top_level: false,
              children: [],
            },
          ],
        },
      ],
    };
    expect(Category.parse(tree)).toEqual(tree);
    const broken = JSON.parse(JSON.stringify(tree)) as Category;
    (broken.children[0]!.children[0] as { parent: unknown }).parent = 'two';
    expect(Object.keys(fieldErrors(Category, broken))).toEqual(['children.0.children.0.parent']);
  });

  it.each<[string, z.ZodType, unknown, boolean]>([
    [
      'active banner',
      Banner,
      { id: 1, image_url: '/b.jpg', link: '', status: 'active', created_at: '2025-01-01T00:00:00Z' },
      true,
    ],
    [
      'banner with unknown status',
      Banner,
      { id: 1, image_url: '/b.jpg', link: '', status: 'draft', created_at: '2025-01-01T00:00:00Z' },
      false,
    ],
    [
      'feedback without avatar',
      FeedbackList,
      { count: 1, results: [{ id: 1, name: 'Lan', feedback: 'Ngon', avatar_url: null, role: '', rating: 5 }] },
      true,
    ],
    [
      'store coming soon',
      StoreLocation,
      { id: 1, name: 'CN 2', address: 'Q1', phone: null, status: 'coming_soon', status_display: 'Sắp khai trương' },
      true,
    ],
    [
      'store with unknown status',
      StoreLocation,
      { id: 1, name: 'CN 2', address: 'Q1', phone: null, status: 'closed', status_display: '' },
      false,
    ],
    [
      'promotion list',
      PromotionList,
      {
        results: [
          {
            id: 1,
            code: 'FREESHIP',
            description: '',
            image_url: '',
            value: 0,
            is_percentage: false,
            min_purchase_amount: 0,
            is_active: true,
            usage_limit_per_user: null,
            max_discount: null,
            usage_limit: null,
            starts_at: null,
            ends_at: '2026-03-08T00:00:00+07:00',
            can_user_use: true,
          },
        ],
      },
      true,
    ],
    [
      'promotion without can_user_use',
      Promotion,
      {
        id: 1,
        code: 'X',
        description: '',
        image_url: '',
        value: 10,
        is_percentage: true,
        min_purchase_amount: 0,
        is_active: true,
        usage_limit_per_user: 1,
      },
      false,
    ],
  ])('%s → valid: %s', (_case, schema, value, valid) => {
    expect(schema.safeParse(value).success).toBe(valid);
  });

  it('labels every store status', () => {
    expect(Object.keys(STORE_STATUS_LABELS).sort()).toEqual([...STORE_ADMIN_STATUSES].sort());
  });

  it('pages any item type', () => {
    const { description: _, ...summary } = product;
    const page = { count: 13, next: '/api/products/?page=2', previous: null, results: [summary] };
    expect(ProductPage.parse(page)).toEqual(page);
    // Lists leave the description out (spec 2 §3 'Product (list)').
    expect(ProductPage.parse({ ...page, results: [product] }).results[0]).not.toHaveProperty('description');
    expect(paginated(z.string()).safeParse({ count: 1, next: null, previous: null, results: [1] }).success).toBe(false);
    expect(paginated(z.string()).safeParse({ count: 1, results: [] }).success).toBe(false);
  });
});

describe('PageQuery', () => {
  const positive = [QUERY_MESSAGES.positiveInt];

  it.each<[string, Record<string, unknown>, PageQuery]>([
    ['defaults', {}, { page: 1, page_size: 12 }],
    ['strings from the query string', { page: '3', page_size: '24' }, { page: 3, page_size: 24 }],
    ['numbers from the router', { page: 3, page_size: 24 }, { page: 3, page_size: 24 }],
    ['blank values count as absent', { page: '', page_size: ' ' }, { page: 1, page_size: 12 }],
    ['surrounding spaces and leading zeros', { page: ' 02 ' }, { page: 2, page_size: 12 }],
    ['page_size at the cap', { page_size: '100' }, { page: 1, page_size: 100 }],
    ['page_size above the cap is clamped', { page_size: '100000' }, { page: 1, page_size: MAX_PAGE_SIZE }],
    ['page_size 101 is clamped', { page_size: 101 }, { page: 1, page_size: 100 }],
    ['unknown fields are ignored', { page: '2', foo: 'bar' }, { page: 2, page_size: 12 }],
  ])('%s', (_case, input, expected) => {
    expect(PageQuery.parse(input)).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['page=-1', { page: '-1' }, { page: positive }],
    ['page=0', { page: '0' }, { page: positive }],
    ['page=abc', { page: 'abc' }, { page: positive }],
    ['page=1.5', { page: '1.5' }, { page: positive }],
    ['page=1.5 as a number', { page: 1.5 }, { page: positive }],
    ['page=1e3', { page: '1e3' }, { page: positive }],
    ['page=0x10', { page: '0x10' }, { page: positive }],
    ['page beyond safe integers', { page: '99999999999999999999' }, { page: positive }],
    ['page repeated', { page: ['1', '2'] }, { page: positive }],
    ['page=true', { page: true }, { page: positive }],
    ['page_size=0', { page_size: '0' }, { page_size: positive }],
    ['page_size=-5', { page_size: '-5' }, { page_size: positive }],
    ['both wrong', { page: 'x', page_size: 'y' }, { page: positive, page_size: positive }],
  ])('rejects %s', (_case, input, expected) => {
    expect(fieldErrors(PageQuery, input)).toEqual(expected);
  });
});

describe('ProductListQuery', () => {
  it('defaults to the featured order with no filters', () => {
    expect(ProductListQuery.parse({})).toEqual({ page: 1, page_size: 12, ordering: 'featured' });
  });

  it.each(PRODUCT_ORDERINGS)('accepts ordering=%s and has a label for it', (ordering) => {
    expect(ProductListQuery.parse({ ordering }).ordering).toBe(ordering);
    expect(PRODUCT_ORDERING_LABELS[ordering]).toBeTruthy();
  });

  it('lists exactly the orders of DESIGN §3', () => {
    expect(PRODUCT_ORDERINGS).toEqual(['featured', 'newest', 'price', '-price', 'name', '-name']);
  });

  it.each<[string, Record<string, unknown>, Partial<ProductListQuery>]>([
    ['category_id', { category_id: '7' }, { category_id: 7 }],
    ['the category alias', { category: '7' }, { category: 7 }],
    ['both, left for the server to pick', { category_id: '7', category: '8' }, { category_id: 7, category: 8 }],
    ['a blank category_id is no filter', { category_id: '' }, { category_id: undefined }],
    ['promotion=true', { promotion: 'true' }, { promotion: true }],
    ['promotion=false', { promotion: 'false' }, { promotion: false }],
    ['promotion as a boolean from the router', { promotion: true }, { promotion: true }],
    ['blank ordering means featured', { ordering: '' }, { ordering: 'featured' }],
  ])('reads %s', (_case, input, expected) => {
    expect(ProductListQuery.parse(input)).toMatchObject(expected);
  });

  it('leaves absent filters out', () => {
    const parsed = ProductListQuery.parse({ category_id: '' });
    expect(parsed.category_id).toBeUndefined();
    expect(parsed.promotion).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['category_id=abc', { category_id: 'abc' }, { category_id: [QUERY_MESSAGES.positiveInt] }],
    ['category_id=0', { category_id: '0' }, { category_id: [QUERY_MESSAGES.positiveInt] }],
    ['category=-3', { category: '-3' }, { category: [QUERY_MESSAGES.positiveInt] }],
    ['ordering=drop table', { ordering: 'drop table' }, { ordering: [QUERY_MESSAGES.ordering] }],
    ['ordering=PRICE', { ordering: 'PRICE' }, { ordering: [QUERY_MESSAGES.ordering] }],
    ['promotion=yes', { promotion: 'yes' }, { promotion: [QUERY_MESSAGES.boolean] }],
    ['promotion=1', { promotion: '1' }, { promotion: [QUERY_MESSAGES.boolean] }],
    ['page=0 with a good filter', { page: '0', category_id: '2' }, { page: [QUERY_MESSAGES.positiveInt] }],
  ])('rejects %s', (_case, input, expected) => {
    expect(fieldErrors(ProductListQuery, input)).toEqual(expected);
  });
});

describe('SearchQuery', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['no q', {}, ''],
    ['empty q', { q: '' }, ''],
    ['q is trimmed', { q: '  trà sữa  ' }, 'trà sữa'],
    ['a numeric q from the router', { q: 123 }, '123'],
    ['q of exactly 200 characters', { q: 'a'.repeat(200) }, 'a'.repeat(200)],
    ['200 characters plus spaces', { q: ` ${'a'.repeat(200)} ` }, 'a'.repeat(200)],
  ])('%s', (_case, input, q) => {
    expect(SearchQuery.parse(input)).toEqual({ q, page: 1, page_size: 12 });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['q of 5000 characters', { q: 'x'.repeat(5000) }, { q: [QUERY_MESSAGES.searchTooLong] }],
    ['q of 201 characters', { q: 'x'.repeat(201) }, { q: [QUERY_MESSAGES.searchTooLong] }],
    ['q repeated', { q: ['a', 'b'] }, { q: [QUERY_MESSAGES.searchText] }],
    ['bad paging', { q: 'tra', page: 'abc' }, { page: [QUERY_MESSAGES.positiveInt] }],
  ])('rejects %s', (_case, input, expected) => {
    expect(fieldErrors(SearchQuery, input)).toEqual(expected);
  });
});

describe('BestSellersQuery', () => {
  it.each<[string, Record<string, unknown>, BestSellersQuery]>([
    ['defaults', {}, { limit: 12 }],
    [
      'a full query',
      { startDate: '2025-01-01', endDate: '2025-01-31', category: '4', limit: '8' },
      { startDate: '2025-01-01', endDate: '2025-01-31', category: 4, limit: 8 },
    ],
    [
      'a single day',
      { startDate: '2025-03-01', endDate: '2025-03-01' },
      { startDate: '2025-03-01', endDate: '2025-03-01', limit: 12 },
    ],
    ['a leap day', { startDate: '2024-02-29' }, { startDate: '2024-02-29', limit: 12 }],
    ['blank values', { startDate: '', endDate: '', category: '', limit: '' }, { limit: 12 }],
    ['limit 100', { limit: '100' }, { limit: 100 }],
  ])('%s', (_case, input, expected) => {
    expect(BestSellersQuery.parse(input)).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['a date that does not exist', { startDate: '2023-02-29' }, { startDate: [QUERY_MESSAGES.date] }],
    ['month 13', { endDate: '2025-13-01' }, { endDate: [QUERY_MESSAGES.date] }],
    ['a day-first date', { startDate: '31/01/2025' }, { startDate: [QUERY_MESSAGES.date] }],
    ['a timestamp', { startDate: '2025-01-01T00:00:00Z' }, { startDate: [QUERY_MESSAGES.date] }],
    ['end before start', { startDate: '2025-02-01', endDate: '2025-01-31' }, { endDate: [QUERY_MESSAGES.dateRange] }],
    ['limit=0', { limit: '0' }, { limit: [QUERY_MESSAGES.limit] }],
    ['limit=101', { limit: '101' }, { limit: [QUERY_MESSAGES.limit] }],
    ['limit=abc', { limit: 'abc' }, { limit: [QUERY_MESSAGES.limit] }],
    ['category=1.5', { category: '1.5' }, { category: [QUERY_MESSAGES.positiveInt] }],
  ])('rejects %s', (_case, input, expected) => {
    expect(fieldErrors(BestSellersQuery, input)).toEqual(expected);
  });
});

describe('FeedbackQuery', () => {
  it.each<[Record<string, unknown>, FeedbackQuery]>([
    [{}, {}],
    [{ limit: '20' }, { limit: 20 }],
    [{ limit: '' }, {}],
  ])('reads %j', (input, expected) => {
    expect(FeedbackQuery.parse(input)).toEqual(expected);
  });

  it.each(['0', '101', '-1', 'abc', '2.5'])('rejects limit=%s', (limit) => {
    expect(fieldErrors(FeedbackQuery, { limit })).toEqual({ limit: [QUERY_MESSAGES.limit] });
  });
});

describe('CategoryListQuery', () => {
  it.each<[Record<string, unknown>, CategoryListQuery]>([
    [{}, {}],
    [{ top_level: 'true' }, { top_level: true }],
    [{ top_level: 'false' }, { top_level: false }],
    [{ parent: '5' }, { parent: 5 }],
    [{ parent: '', top_level: '' }, {}],
  ])('reads %j', (input, expected) => {
    expect(CategoryListQuery.parse(input)).toEqual(expected);
  });

  it.each<[Record<string, unknown>, Record<string, string[]>]>([
    [{ top_level: 'yes' }, { top_level: [QUERY_MESSAGES.boolean] }],
    [{ parent: 'abc' }, { parent: [QUERY_MESSAGES.positiveInt] }],
    [{ parent: '0' }, { parent: [QUERY_MESSAGES.positiveInt] }],
  ])('rejects %j', (input, expected) => {
    expect(fieldErrors(CategoryListQuery, input)).toEqual(expected);
  });
});
