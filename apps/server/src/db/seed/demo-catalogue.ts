/**
 * Demo catalogue for a Ho Chi Minh City shop selling drink-making ingredients, tools and machines.
 * Pure data (no I/O): the seed turns it into rows, and scripts/make-demo-images.ts draws exactly the
 * /media files named here. Money is integer dong.
 *
 * A product with variants stands for its first variant: its price, discount and stock mirror that variant
 * unless given, so the default choice on the detail page (spec 1 §2) is one real option.
 */
import type {
  DemoBanner,
  DemoCategory,
  DemoFeedback,
  DemoProduct,
  DemoPromotion,
  DemoStore,
  DemoVariant,
} from './demo-types';
import { slugify } from '@shop/domain/search-text';

// ---------------------------------------------------------------------------------------------------------
// Helpers (not exported)

const categoryImage = (slug: string): string => `/media/categories/${slug}.svg`;
const productImage = (slug: string): string => `/media/products/${slug}.svg`;
const variantImage = (productSlug: string, variantName: string): string =>
  `/media/products/${productSlug}--${slugify(variantName)}.svg`;

interface FoodInfo {
  intro: string;
  thanhPhan: string;
  xuatXu: string;
  hanSuDung: string;
  baoQuan: string;
  huongDan: string;
}

/** Intro sentence(s), then the numbered 'n. label: value' lines the detail page renders as a table (spec 1 §2). */
function food(info: FoodInfo): string {
  return [
    info.intro,
    `1. Thành phần: ${info.thanhPhan}`,
    `2. Xuất xứ: ${info.xuatXu}`,
    `3. Hạn sử dụng: ${info.hanSuDung}`,
    `4. Bảo quản: ${info.baoQuan}`,
    `5. Hướng dẫn sử dụng: ${info.huongDan}`,
  ].join('\n');
}

/** Same shape for tools and machines, whose rows are material, origin, warranty… rather than ingredients. */
function gear(intro: string, rows: Array<[label: string, value: string]>): string {
  return [intro, ...rows.map(([label, value], i) => `${i + 1}. ${label}: ${value}`)].join('\n');
}

const specs = (...lines: string[]): string => lines.join('\n');

interface VariantInput {
  name: string;
  sku: string;
  price: number;
  discount_price?: number | null;
  stock: number;
  unit?: string;
  is_active?: boolean;
  max_quantities_in_cart?: number | null;
}

interface ProductInput {
  name: string;
  slug: string;
  categoryKey: string;
  description: string;
  specifications: string;
  unit: string;
  weight: number;
  createdDaysAgo: number;
  price?: number;
  discount_price?: number | null;
  stock?: number;
  is_active?: boolean;
  is_featured?: boolean;
  max_quantities_in_cart?: number | null;
  variants?: VariantInput[];
  /** Each variant gets its own illustration (flavours); otherwise variants reuse the product image (sizes). */
  variantImages?: boolean;
}

/**
 * A cost of 60–70 % of `price` (the share fixed per product by its slug, so each seed gives the same), rounded to
 * 1,000 đ: the demo's reports show a plausible gross profit.
 */
function costOf(slug: string, price: number): number {
  const share = 0.6 + ([...slug].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 11) / 100;
  return Math.round((price * share) / 1000) * 1000;
}

function product(input: ProductInput): DemoProduct {
  const image_url = productImage(input.slug);
  const variants: DemoVariant[] = (input.variants ?? []).map((v) => ({
    name: v.name,
    unit: v.unit ?? input.unit,
    sku: v.sku,
    price: v.price,
    discount_price: v.discount_price ?? null,
    stock: v.stock,
    is_active: v.is_active ?? true,
    main_image: input.variantImages ? variantImage(input.slug, v.name) : image_url,
    max_quantities_in_cart: v.max_quantities_in_cart ?? null,
    cost_price: costOf(input.slug, v.price),
  }));
  const first = variants[0];
  const price = input.price ?? first?.price;
  const stock = input.stock ?? first?.stock;
  if (price === undefined || stock === undefined) {
    throw new Error(`demo product ${input.slug}: price and stock need a value or a first variant`);
  }
  return {
    name: input.name,
    slug: input.slug,
    categoryKey: input.categoryKey,
    image_url,
    price,
    discount_price: input.discount_price !== undefined ? input.discount_price : (first?.discount_price ?? null),
    stock,
    is_active: input.is_active ?? true,
    is_featured: input.is_featured ?? false,
    description: input.description,
    specifications: input.specifications,
    unit: input.unit,
    weight: input.weight,
    max_quantities_in_cart: input.max_quantities_in_cart ?? null,
    createdDaysAgo: input.createdDaysAgo,
    // Upper-case like a variant's SKU: 'tra-den-loc-phat' → 'TRA-DEN-LOC-PHAT'.
    sku: variants.length ? null : input.slug.toUpperCase(),
    cost_price: costOf(input.slug, price),
    variants,
  };
}

const COOL_DRY = 'Nơi khô ráo, thoáng mát, tránh ánh nắng trực tiếp; đậy kín sau khi mở';
const FRIDGE_AFTER_OPEN = 'Nơi thoáng mát; sau khi mở nắp bảo quản ngăn mát tủ lạnh và dùng trong 30 ngày';

// ---------------------------------------------------------------------------------------------------------
// Categories: 9 top-level, each with 2–3 sub-categories. The key is the slug.

function category(name: string, slug: string, parentKey: string | null = null): DemoCategory {
  return { key: slug, name, slug, image_url: categoryImage(slug), parentKey };
}

export const demoCategories: DemoCategory[] = [
  category('Trà', 'tra'),
  category('Trà đen', 'tra-den', 'tra'),
  category('Trà xanh & trà nhài', 'tra-xanh-nhai', 'tra'),
  category('Trà ô long', 'tra-o-long', 'tra'),

  category('Bột pha chế', 'bot-pha-che'),
  category('Bột sữa & kem béo', 'bot-kem-beo', 'bot-pha-che'),
  category('Bột trà sữa các vị', 'bot-tra-sua-vi', 'bot-pha-che'),
  category('Bột frappe', 'bot-frappe', 'bot-pha-che'),

  category('Siro & Sốt', 'siro-sot'),
  category('Siro trái cây', 'siro-trai-cay', 'siro-sot'),
  category('Sốt chocolate & caramel', 'sot-chocolate-caramel', 'siro-sot'),

  category('Topping & Trân châu', 'topping-tran-chau'),
  category('Trân châu đen & trắng', 'tran-chau', 'topping-tran-chau'),
  category('Thạch', 'thach', 'topping-tran-chau'),
  category('Pudding & flan', 'pudding', 'topping-tran-chau'),

  category('Sữa & Kem', 'sua-kem'),
  category('Sữa đặc', 'sua-dac', 'sua-kem'),
  category('Kem béo thực vật', 'kem-beo-thuc-vat', 'sua-kem'),
  category('Whipping cream', 'whipping-cream', 'sua-kem'),

  category('Mứt trái cây', 'mut-trai-cay'),
  category('Mứt pha chế', 'mut-pha-che', 'mut-trai-cay'),
  category('Sinh tố đóng chai', 'sinh-to-dong-chai', 'mut-trai-cay'),

  category('Dụng cụ pha chế', 'dung-cu-pha-che'),
  category('Bình lắc', 'binh-lac', 'dung-cu-pha-che'),
  category('Ca đong', 'ca-dong', 'dung-cu-pha-che'),
  category('Muỗng pha chế', 'muong-pha-che', 'dung-cu-pha-che'),

  category('Máy móc', 'may-moc'),
  category('Máy dán miệng ly', 'may-dan-mieng-ly', 'may-moc'),
  category('Máy xay sinh tố', 'may-xay-sinh-to', 'may-moc'),
  category('Nồi nấu trân châu', 'noi-nau-tran-chau', 'may-moc'),

  category('Ly & Bao bì', 'ly-bao-bi'),
  category('Ly nhựa & ly giấy', 'ly-nhua', 'ly-bao-bi'),
  category('Ống hút', 'ong-hut', 'ly-bao-bi'),
  category('Túi đựng ly', 'tui-dung-ly', 'ly-bao-bi'),
];

// ---------------------------------------------------------------------------------------------------------
// Products

const teaProducts: DemoProduct[] = [
  product({
    name: 'Trà đen Lộc Phát hảo hạng',
    slug: 'tra-den-loc-phat',
    categoryKey: 'tra-den',
    unit: 'gói',
    weight: 0.5,
    is_featured: true,
    createdDaysAgo: 210,
    variants: [
      { name: 'Gói 500g', sku: 'TRA-LOCPHAT-DEN-500G', price: 85000, stock: 140 },
      { name: 'Gói 1kg', sku: 'TRA-LOCPHAT-DEN-1KG', price: 160000, stock: 220 },
    ],
    description: food({
      intro:
        'Trà đen sấy khô dành riêng cho pha chế trà sữa: nước trà màu nâu đỏ, vị chát dịu, hậu ngọt và giữ hương tốt khi pha cùng sữa. Là lựa chọn quen thuộc của nhiều quán trà sữa truyền thống.',
      thanhPhan: '100% lá trà đen',
      xuatXu: 'Việt Nam (Lâm Đồng)',
      hanSuDung: '24 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Ủ 50g trà với 1,5 lít nước 95°C trong 12–15 phút, lọc bỏ bã rồi pha cùng bột kem béo và đường',
    }),
    specifications: specs('Khối lượng: 500g / 1kg', 'Dạng: lá sấy khô', 'Quy cách: gói hút chân không'),
  }),
  product({
    name: 'Hồng trà Tân Nam Bắc 600g',
    slug: 'hong-tra-tan-nam-bac-600g',
    categoryKey: 'tra-den',
    unit: 'gói',
    weight: 0.6,
    price: 150000,
    stock: 0,
    createdDaysAgo: 340,
    description: food({
      intro: 'Hồng trà Đài Loan có hương mạch nha thơm, nước trà trong và sáng màu, hợp pha trà sữa và hồng trà chanh.',
      thanhPhan: 'Lá trà đen, hương mạch nha tự nhiên',
      xuatXu: 'Đài Loan',
      hanSuDung: '24 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Ủ 40g trà với 1 lít nước 95°C trong 10 phút, đậy nắp, lọc bỏ bã',
    }),
    specifications: specs('Khối lượng: 600g', 'Dạng: lá sấy khô'),
  }),
  product({
    name: 'Trà bá tước Earl Grey 500g',
    slug: 'tra-ba-tuoc-earl-grey-500g',
    categoryKey: 'tra-den',
    unit: 'gói',
    weight: 0.5,
    price: 135000,
    stock: 85,
    createdDaysAgo: 120,
    description: food({
      intro: 'Trà đen ướp tinh dầu cam bergamot, hương thơm thanh lịch, dùng cho trà sữa bá tước và trà trái cây.',
      thanhPhan: 'Lá trà đen, tinh dầu cam bergamot',
      xuatXu: 'Việt Nam',
      hanSuDung: '18 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Ủ 30g trà với 1 lít nước 90°C trong 8–10 phút',
    }),
    specifications: specs('Khối lượng: 500g', 'Hương: cam bergamot'),
  }),
  product({
    name: 'Trà lài Lộc Phát',
    slug: 'tra-lai-loc-phat',
    categoryKey: 'tra-xanh-nhai',
    unit: 'gói',
    weight: 0.5,
    createdDaysAgo: 260,
    variants: [
      { name: 'Gói 500g', sku: 'TRA-LOCPHAT-LAI-500G', price: 90000, stock: 60 },
      { name: 'Gói 1kg', sku: 'TRA-LOCPHAT-LAI-1KG', price: 170000, stock: 180 },
    ],
    description: food({
      intro:
        'Trà xanh ướp hoa lài tự nhiên, nước xanh vàng, hương hoa nhẹ nhàng. Dùng pha trà sữa lài, trà trái cây và lục trà chanh.',
      thanhPhan: 'Lá trà xanh, hoa lài',
      xuatXu: 'Việt Nam (Thái Nguyên)',
      hanSuDung: '24 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Ủ 40g trà với 1,5 lít nước 80–85°C trong 8 phút; không dùng nước sôi để trà không bị đắng',
    }),
    specifications: specs('Khối lượng: 500g / 1kg', 'Dạng: lá sấy khô'),
  }),
  product({
    name: 'Trà xanh Thái Nguyên 500g',
    slug: 'tra-xanh-thai-nguyen-500g',
    categoryKey: 'tra-xanh-nhai',
    unit: 'gói',
    weight: 0.5,
    price: 120000,
    stock: 40,
    is_active: false,
    createdDaysAgo: 390,
    description: food({
      intro: 'Trà búp Thái Nguyên sao tay, vị chát nhẹ và ngọt hậu, hợp pha trà xanh đá và trà xanh sữa.',
      thanhPhan: '100% búp trà xanh',
      xuatXu: 'Việt Nam (Thái Nguyên)',
      hanSuDung: '12 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Ủ 20g trà với 1 lít nước 80°C trong 5 phút',
    }),
    specifications: specs('Khối lượng: 500g', 'Loại: búp sao tay'),
  }),
  product({
    name: 'Lục trà nhài Tân Nam Bắc 600g',
    slug: 'luc-tra-nhai-tan-nam-bac-600g',
    categoryKey: 'tra-xanh-nhai',
    unit: 'gói',
    weight: 0.6,
    price: 145000,
    discount_price: 129000,
    stock: 150,
    max_quantities_in_cart: 10,
    createdDaysAgo: 75,
    description: food({
      intro:
        'Lục trà ướp hoa nhài theo công thức Đài Loan, nước trà trong, hương hoa rõ. Phù hợp trà trái cây và trà sữa nhài.',
      thanhPhan: 'Lá trà xanh, hoa nhài',
      xuatXu: 'Đài Loan',
      hanSuDung: '24 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Ủ 30g trà với 1 lít nước 85°C trong 8 phút, lọc bỏ bã và làm lạnh nhanh',
    }),
    specifications: specs('Khối lượng: 600g', 'Hương: hoa nhài'),
  }),
  product({
    name: 'Trà Ô Long Tứ Quý 500g',
    slug: 'tra-o-long-tu-quy-500g',
    categoryKey: 'tra-o-long',
    unit: 'gói',
    weight: 0.5,
    price: 185000,
    stock: 95,
    is_featured: true,
    createdDaysAgo: 12,
    description: food({
      intro: 'Ô long Tứ Quý hương hoa tự nhiên, vị ngọt thanh, là nền cho trà sữa ô long và trà ô long đào.',
      thanhPhan: 'Lá trà ô long Tứ Quý',
      xuatXu: 'Việt Nam (Bảo Lộc)',
      hanSuDung: '24 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Ủ 35g trà với 1 lít nước 90°C trong 10 phút',
    }),
    specifications: specs('Khối lượng: 500g', 'Dạng: viên cuộn'),
  }),
  product({
    name: 'Trà Ô Long rang lửa Bảo Lộc 500g',
    slug: 'tra-o-long-rang-lua-500g',
    categoryKey: 'tra-o-long',
    unit: 'gói',
    weight: 0.5,
    price: 210000,
    stock: 45,
    createdDaysAgo: 150,
    description: food({
      intro: 'Ô long rang lửa cho nước trà màu hổ phách, hương rang thơm đậm, rất hợp trà sữa ô long nướng.',
      thanhPhan: 'Lá trà ô long rang',
      xuatXu: 'Việt Nam (Bảo Lộc)',
      hanSuDung: '24 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Ủ 35g trà với 1 lít nước 95°C trong 12 phút',
    }),
    specifications: specs('Khối lượng: 500g', 'Độ rang: vừa – đậm'),
  }),
  product({
    name: 'Trà túi lọc Cozy hương đào (hộp 25 gói)',
    slug: 'tra-tui-loc-cozy-dao',
    categoryKey: 'tra',
    unit: 'hộp',
    weight: 0.1,
    price: 38000,
    stock: 300,
    createdDaysAgo: 48,
    description: food({
      intro: 'Trà túi lọc tiện lợi cho quầy nhỏ và pha tại nhà, hương đào thơm ngọt, pha nhanh trà đào cam sả.',
      thanhPhan: 'Trà đen, hương đào tự nhiên',
      xuatXu: 'Việt Nam',
      hanSuDung: '24 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Nhúng 1 túi trà vào 150ml nước sôi trong 3–5 phút, thêm đá và siro đào',
    }),
    specifications: specs('Quy cách: hộp 25 gói x 2g', 'Hương: đào'),
  }),
];

const powderProducts: DemoProduct[] = [
  product({
    name: 'Bột kem béo Indo',
    slug: 'bot-kem-beo-indo',
    categoryKey: 'bot-kem-beo',
    unit: 'gói',
    weight: 1,
    is_featured: true,
    max_quantities_in_cart: 10,
    createdDaysAgo: 300,
    variants: [
      { name: 'Gói 1kg', sku: 'BOT-KEMBEO-INDO-1KG', price: 78000, discount_price: 69000, stock: 400 },
      { name: 'Bịch 3kg', sku: 'BOT-KEMBEO-INDO-3KG', price: 220000, stock: 120, unit: 'bịch' },
    ],
    description: food({
      intro:
        'Bột kem béo nhập khẩu Indonesia, tan nhanh, tạo độ béo và màu trắng sữa đẹp cho trà sữa. Loại bột được nhiều quán dùng hằng ngày.',
      thanhPhan: 'Siro glucose, dầu thực vật, natri caseinat, chất ổn định',
      xuatXu: 'Indonesia',
      hanSuDung: '18 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Hòa 40–50g bột với 200ml trà nóng, khuấy tan rồi thêm đá',
    }),
    specifications: specs('Khối lượng: 1kg / 3kg', 'Dạng: bột mịn'),
  }),
  product({
    name: 'Bột kem béo B-One 1kg',
    slug: 'bot-kem-beo-b-one-1kg',
    categoryKey: 'bot-kem-beo',
    unit: 'gói',
    weight: 1,
    price: 82000,
    stock: 0,
    createdDaysAgo: 365,
    description: food({
      intro: 'Bột kem béo B-One cho vị béo ngậy, ít ngọt, dùng cho trà sữa, cà phê sữa và sinh tố.',
      thanhPhan: 'Siro glucose, dầu cọ tinh luyện, đạm sữa',
      xuatXu: 'Malaysia',
      hanSuDung: '18 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Hòa 40g bột với 200ml trà hoặc cà phê nóng',
    }),
    specifications: specs('Khối lượng: 1kg'),
  }),
  product({
    name: 'Bột trà sữa hòa tan 3in1 1kg',
    slug: 'bot-tra-sua-3in1',
    categoryKey: 'bot-tra-sua-vi',
    unit: 'gói',
    weight: 1,
    createdDaysAgo: 95,
    variantImages: true,
    variants: [
      { name: 'Truyền thống', sku: 'BOT-TRASUA-3IN1-TRUYENTHONG', price: 155000, stock: 90 },
      { name: 'Khoai môn', sku: 'BOT-TRASUA-3IN1-KHOAIMON', price: 165000, stock: 70 },
      { name: 'Matcha', sku: 'BOT-TRASUA-3IN1-MATCHA', price: 175000, discount_price: 159000, stock: 40 },
      { name: 'Socola', sku: 'BOT-TRASUA-3IN1-SOCOLA', price: 165000, stock: 0 },
    ],
    description: food({
      intro:
        'Bột trà sữa pha sẵn gồm trà, kem béo và đường: chỉ cần thêm nước nóng và đá. Phù hợp xe đẩy, quầy nhỏ và bán mang đi.',
      thanhPhan: 'Đường, bột kem béo, bột trà, hương liệu tự nhiên',
      xuatXu: 'Việt Nam',
      hanSuDung: '12 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Hòa 50g bột với 100ml nước nóng, khuấy tan, thêm 150g đá và topping',
    }),
    specifications: specs('Khối lượng: 1kg', 'Vị: truyền thống, khoai môn, matcha, socola', 'Pha được: khoảng 20 ly'),
  }),
  product({
    name: 'Bột matcha Nhật Bản Uji 100g',
    slug: 'bot-matcha-uji-100g',
    categoryKey: 'bot-tra-sua-vi',
    unit: 'gói',
    weight: 0.1,
    price: 180000,
    stock: 35,
    is_featured: true,
    createdDaysAgo: 6,
    description: food({
      intro:
        'Matcha xay mịn từ vùng Uji, màu xanh tươi, vị umami rõ và ít đắng. Dùng cho matcha latte, đá xay và kem cheese matcha.',
      thanhPhan: '100% bột lá trà xanh tencha',
      xuatXu: 'Nhật Bản (Uji, Kyoto)',
      hanSuDung: '12 tháng kể từ ngày sản xuất',
      baoQuan: 'Ngăn mát tủ lạnh sau khi mở, tránh ánh sáng và ẩm',
      huongDan: 'Rây 3g bột, đánh tan với 60ml nước 75°C rồi thêm sữa tươi và đá',
    }),
    specifications: specs('Khối lượng: 100g', 'Cấp độ: pha chế (culinary)'),
  }),
  product({
    name: 'Bột khoai môn 1kg',
    slug: 'bot-khoai-mon-1kg',
    categoryKey: 'bot-tra-sua-vi',
    unit: 'gói',
    weight: 1,
    price: 130000,
    discount_price: 115000,
    stock: 110,
    createdDaysAgo: 140,
    description: food({
      intro: 'Bột khoai môn màu tím tự nhiên, thơm bùi, dùng pha trà sữa khoai môn, đá xay và làm kem khoai môn.',
      thanhPhan: 'Bột khoai môn, đường, bột kem béo, hương khoai môn',
      xuatXu: 'Đài Loan',
      hanSuDung: '18 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Hòa 30g bột với 150ml trà sữa nóng hoặc xay cùng đá',
    }),
    specifications: specs('Khối lượng: 1kg', 'Màu: tím nhạt'),
  }),
  product({
    name: 'Bột cacao nguyên chất 500g',
    slug: 'bot-cacao-nguyen-chat-500g',
    categoryKey: 'bot-pha-che',
    unit: 'gói',
    weight: 0.5,
    price: 145000,
    stock: 0,
    createdDaysAgo: 230,
    description: food({
      intro:
        'Bột cacao Đắk Lắk nguyên chất, không đường, màu nâu đậm và thơm, dùng pha cacao sữa, socola đá xay và làm bánh.',
      thanhPhan: '100% bột cacao',
      xuatXu: 'Việt Nam (Đắk Lắk)',
      hanSuDung: '24 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Hòa 15g bột với 50ml nước nóng, thêm sữa đặc và đá',
    }),
    specifications: specs('Khối lượng: 500g', 'Độ béo: 10–12%'),
  }),
  product({
    name: 'Bột frappe base 1kg',
    slug: 'bot-frappe-base-1kg',
    categoryKey: 'bot-frappe',
    unit: 'gói',
    weight: 1,
    price: 165000,
    stock: 75,
    createdDaysAgo: 60,
    description: food({
      intro: 'Bột nền giúp đá xay mịn, sánh và không tách nước; kết hợp với siro hoặc mứt để làm mọi vị frappe.',
      thanhPhan: 'Đường, bột kem béo, chất làm dày (xanthan gum), maltodextrin',
      xuatXu: 'Việt Nam',
      hanSuDung: '18 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Xay 30g bột với 150ml sữa tươi, 30ml siro và 200g đá trong 30 giây',
    }),
    specifications: specs('Khối lượng: 1kg', 'Pha được: khoảng 33 ly'),
  }),
  product({
    name: 'Bột frappe pha sẵn 1kg',
    slug: 'bot-frappe-pha-san',
    categoryKey: 'bot-frappe',
    unit: 'gói',
    weight: 1,
    createdDaysAgo: 22,
    variantImages: true,
    variants: [
      { name: 'Vani', sku: 'BOT-FRAPPE-VANI-1KG', price: 175000, stock: 50 },
      { name: 'Cà phê', sku: 'BOT-FRAPPE-CAPHE-1KG', price: 185000, stock: 30 },
      { name: 'Socola', sku: 'BOT-FRAPPE-SOCOLA-1KG', price: 185000, stock: 25 },
    ],
    description: food({
      intro: 'Bột frappe đã có sẵn hương vị, chỉ cần xay cùng sữa và đá là có ly đá xay sánh mịn.',
      thanhPhan: 'Đường, bột kem béo, bột sữa, hương liệu, chất làm dày',
      xuatXu: 'Việt Nam',
      hanSuDung: '12 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Xay 40g bột với 120ml sữa tươi và 200g đá',
    }),
    specifications: specs('Khối lượng: 1kg', 'Vị: vani, cà phê, socola'),
  }),
];

const syrupProducts: DemoProduct[] = [
  product({
    name: 'Siro Torani 750ml',
    slug: 'siro-torani-750ml',
    categoryKey: 'siro-trai-cay',
    unit: 'chai',
    weight: 1,
    is_featured: true,
    max_quantities_in_cart: 10,
    createdDaysAgo: 200,
    variantImages: true,
    variants: [
      {
        name: 'Đào',
        sku: 'SIRO-TORANI-DAO-750',
        price: 235000,
        discount_price: 209000,
        stock: 120,
        max_quantities_in_cart: 5,
      },
      { name: 'Dâu', sku: 'SIRO-TORANI-DAU-750', price: 235000, stock: 80 },
      { name: 'Vải', sku: 'SIRO-TORANI-VAI-750', price: 235000, stock: 60 },
      { name: 'Việt quất', sku: 'SIRO-TORANI-VIETQUAT-750', price: 245000, stock: 45 },
    ],
    description: food({
      intro:
        'Siro Torani nhập khẩu Mỹ, vị trái cây rõ và ổn định, dùng cho trà trái cây, soda Ý và đá xay. Chai thủy tinh dễ gắn vòi bơm định lượng.',
      thanhPhan: 'Đường mía, nước, hương trái cây tự nhiên, acid citric, chất bảo quản',
      xuatXu: 'Mỹ',
      hanSuDung: '24 tháng kể từ ngày sản xuất',
      baoQuan: FRIDGE_AFTER_OPEN,
      huongDan: 'Dùng 20–30ml siro cho ly 500ml trà trái cây hoặc soda',
    }),
    specifications: specs('Dung tích: 750ml', 'Chất liệu chai: thủy tinh', 'Vị: đào, dâu, vải, việt quất'),
  }),
  product({
    name: 'Siro Monin 700ml',
    slug: 'siro-monin-700ml',
    categoryKey: 'siro-trai-cay',
    unit: 'chai',
    weight: 1,
    createdDaysAgo: 170,
    variantImages: true,
    variants: [
      { name: 'Chanh dây', sku: 'SIRO-MONIN-CHANHDAY-700', price: 265000, stock: 70 },
      { name: 'Xoài', sku: 'SIRO-MONIN-XOAI-700', price: 265000, stock: 55 },
      { name: 'Kiwi', sku: 'SIRO-MONIN-KIWI-700', price: 265000, stock: 20 },
    ],
    description: food({
      intro: 'Siro Monin của Pháp với hương trái cây tươi, độ ngọt cân bằng, màu sắc đẹp cho trà trái cây và mocktail.',
      thanhPhan: 'Đường, nước, nước cốt trái cây, hương tự nhiên, acid citric',
      xuatXu: 'Pháp',
      hanSuDung: '36 tháng kể từ ngày sản xuất',
      baoQuan: FRIDGE_AFTER_OPEN,
      huongDan: 'Dùng 20–25ml siro cho ly 400–500ml',
    }),
    specifications: specs('Dung tích: 700ml', 'Vị: chanh dây, xoài, kiwi'),
  }),
  product({
    name: 'Siro Golden Farm 520ml',
    slug: 'siro-golden-farm-520ml',
    categoryKey: 'siro-trai-cay',
    unit: 'chai',
    weight: 0.7,
    createdDaysAgo: 280,
    variantImages: true,
    variants: [
      { name: 'Dâu', sku: 'SIRO-GOLDENFARM-DAU-520', price: 68000, stock: 0 },
      { name: 'Đào', sku: 'SIRO-GOLDENFARM-DAO-520', price: 68000, stock: 0 },
    ],
    description: food({
      intro: 'Siro Golden Farm sản xuất trong nước, giá hợp lý, phù hợp quán mới mở và xe đẩy.',
      thanhPhan: 'Đường, nước, hương trái cây, màu thực phẩm',
      xuatXu: 'Việt Nam',
      hanSuDung: '18 tháng kể từ ngày sản xuất',
      baoQuan: FRIDGE_AFTER_OPEN,
      huongDan: 'Dùng 30ml siro cho ly 500ml',
    }),
    specifications: specs('Dung tích: 520ml', 'Vị: dâu, đào'),
  }),
  product({
    name: 'Siro đường đen Hàn Quốc 1,2kg',
    slug: 'siro-duong-den-han-quoc-1-2kg',
    categoryKey: 'siro-sot',
    unit: 'chai',
    weight: 1.3,
    price: 125000,
    stock: 160,
    createdDaysAgo: 9,
    description: food({
      intro:
        'Siro đường đen sánh đặc, thơm mùi mật mía, dùng để ngào trân châu và tạo vân cho sữa tươi trân châu đường đen.',
      thanhPhan: 'Đường đen, mật mía, nước',
      xuatXu: 'Hàn Quốc',
      hanSuDung: '24 tháng kể từ ngày sản xuất',
      baoQuan: FRIDGE_AFTER_OPEN,
      huongDan: 'Ngào 100g trân châu đã nấu với 30ml siro; láng 15ml siro quanh thành ly trước khi rót sữa',
    }),
    specifications: specs('Khối lượng: 1,2kg', 'Dạng: siro sánh'),
  }),
  product({
    name: "Sốt chocolate Hershey's 680g",
    slug: 'sot-chocolate-hersheys-680g',
    categoryKey: 'sot-chocolate-caramel',
    unit: 'chai',
    weight: 0.7,
    price: 115000,
    discount_price: 99000,
    stock: 90,
    createdDaysAgo: 110,
    description: food({
      intro: "Sốt chocolate Hershey's chai bóp tiện lợi, dùng trang trí ly, pha mocha và socola đá xay.",
      thanhPhan: 'Siro ngô, đường, cacao, nước, muối, hương vani',
      xuatXu: 'Mỹ',
      hanSuDung: '18 tháng kể từ ngày sản xuất',
      baoQuan: 'Nơi thoáng mát; sau khi mở nên bảo quản ngăn mát',
      huongDan: 'Láng sốt quanh thành ly hoặc pha 20ml sốt với 200ml sữa',
    }),
    specifications: specs('Khối lượng: 680g', 'Dạng: chai bóp'),
  }),
  product({
    name: 'Sốt caramel Monin 1,89L',
    slug: 'sot-caramel-monin-1-89l',
    categoryKey: 'sot-chocolate-caramel',
    unit: 'chai',
    weight: 2.4,
    price: 420000,
    stock: 25,
    createdDaysAgo: 250,
    description: food({
      intro:
        'Sốt caramel Monin can lớn cho quán đông khách: vị bơ đường cháy rõ, không gắt, dùng cho caramel macchiato và đá xay.',
      thanhPhan: 'Đường, siro glucose, sữa đặc, bơ, muối, hương caramel',
      xuatXu: 'Pháp',
      hanSuDung: '18 tháng kể từ ngày sản xuất',
      baoQuan: FRIDGE_AFTER_OPEN,
      huongDan: 'Dùng 15–20ml sốt cho mỗi ly; lắp vòi bơm 15ml để định lượng',
    }),
    specifications: specs('Dung tích: 1,89L', 'Vòi bơm: bán riêng'),
  }),
  product({
    name: "Sốt caramel Hershey's 623g",
    slug: 'sot-caramel-hersheys-623g',
    categoryKey: 'sot-chocolate-caramel',
    unit: 'chai',
    weight: 0.65,
    price: 110000,
    stock: 0,
    createdDaysAgo: 320,
    description: food({
      intro: "Sốt caramel Hershey's chai bóp, dùng rưới lên kem, trang trí ly và pha latte caramel.",
      thanhPhan: 'Siro ngô, sữa đặc, đường, bơ, muối',
      xuatXu: 'Mỹ',
      hanSuDung: '18 tháng kể từ ngày sản xuất',
      baoQuan: 'Nơi thoáng mát; sau khi mở nên bảo quản ngăn mát',
      huongDan: 'Rưới trực tiếp hoặc pha 20ml sốt với 200ml sữa',
    }),
    specifications: specs('Khối lượng: 623g', 'Dạng: chai bóp'),
  }),
];

const toppingProducts: DemoProduct[] = [
  product({
    name: 'Trân châu đen Wings 3kg',
    slug: 'tran-chau-den-wings-3kg',
    categoryKey: 'tran-chau',
    unit: 'gói',
    weight: 3,
    price: 98000,
    discount_price: 89000,
    stock: 480,
    is_featured: true,
    max_quantities_in_cart: 10,
    createdDaysAgo: 330,
    description: food({
      intro:
        'Trân châu đen Wings dẻo dai, không bị nát khi ngâm siro, là loại trân châu bán chạy nhất tại các quán trà sữa.',
      thanhPhan: 'Tinh bột sắn, đường, caramel, màu thực phẩm',
      xuatXu: 'Việt Nam',
      hanSuDung: '12 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Luộc 1kg trân châu với 8 lít nước sôi trong 30 phút, ủ 20 phút, xả nước lạnh rồi ngâm siro đường',
    }),
    specifications: specs('Khối lượng: 3kg', 'Đường kính hạt: khoảng 8mm (khi nấu)'),
  }),
  product({
    name: 'Trân châu trắng 3Q 2kg',
    slug: 'tran-chau-trang-3q-2kg',
    categoryKey: 'tran-chau',
    unit: 'gói',
    weight: 2,
    price: 115000,
    stock: 140,
    createdDaysAgo: 190,
    description: food({
      intro: 'Trân châu trắng (ngọc trai) giòn dai, trong suốt sau khi ngâm, ăn kèm trà sữa và trà trái cây.',
      thanhPhan: 'Bột konjac, tinh bột, đường, nước',
      xuatXu: 'Đài Loan',
      hanSuDung: '12 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Dùng ngay, không cần nấu; ngâm trong siro đường để giữ độ giòn',
    }),
    specifications: specs('Khối lượng: 2kg', 'Dạng: ngâm sẵn'),
  }),
  product({
    name: 'Trân châu đường đen ăn liền 1kg',
    slug: 'tran-chau-duong-den-an-lien-1kg',
    categoryKey: 'tran-chau',
    unit: 'gói',
    weight: 1,
    price: 85000,
    stock: 65,
    createdDaysAgo: 3,
    description: food({
      intro: 'Trân châu đã tẩm đường đen, chỉ cần trụng nước sôi 3 phút, tiết kiệm thời gian chuẩn bị đầu ca.',
      thanhPhan: 'Tinh bột sắn, đường đen, mật mía',
      xuatXu: 'Đài Loan',
      hanSuDung: '9 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Trụng 3 phút trong nước sôi, vớt ra, trộn 30ml siro đường đen',
    }),
    specifications: specs('Khối lượng: 1kg', 'Thời gian chuẩn bị: 3 phút'),
  }),
  product({
    name: 'Thạch 3Q Sea Jelly 2kg',
    slug: 'thach-3q-sea-jelly-2kg',
    categoryKey: 'thach',
    unit: 'hộp',
    weight: 2.1,
    createdDaysAgo: 130,
    variantImages: true,
    variants: [
      { name: 'Vải', sku: 'THACH-3Q-VAI-2KG', price: 110000, stock: 90 },
      { name: 'Xoài', sku: 'THACH-3Q-XOAI-2KG', price: 110000, stock: 60 },
      {
        name: 'Dâu',
        sku: 'THACH-3Q-DAU-2KG',
        price: 110000,
        discount_price: 95000,
        stock: 35,
        max_quantities_in_cart: 5,
      },
    ],
    description: food({
      intro:
        'Thạch 3Q dạng viên giòn, vị trái cây nhẹ, ăn kèm trà trái cây và sữa chua. Hộp lớn có nắp đậy tiện bảo quản.',
      thanhPhan: 'Nước, đường, bột rau câu, nước ép trái cây, acid citric',
      xuatXu: 'Đài Loan',
      hanSuDung: '12 tháng kể từ ngày sản xuất',
      baoQuan: FRIDGE_AFTER_OPEN,
      huongDan: 'Múc 40–50g thạch cho mỗi ly, không cần chế biến',
    }),
    specifications: specs('Khối lượng: 2kg', 'Vị: vải, xoài, dâu'),
  }),
  product({
    name: 'Thạch dừa sợi Bến Tre 1kg',
    slug: 'thach-dua-soi-ben-tre-1kg',
    categoryKey: 'thach',
    unit: 'bịch',
    weight: 1,
    price: 45000,
    stock: 260,
    createdDaysAgo: 215,
    description: food({
      intro: 'Thạch dừa sợi làm từ nước dừa Bến Tre, giòn sật, ngâm sẵn trong nước đường, dùng cho trà sữa và chè.',
      thanhPhan: 'Nước dừa lên men, đường, nước',
      xuatXu: 'Việt Nam (Bến Tre)',
      hanSuDung: '6 tháng kể từ ngày sản xuất',
      baoQuan: FRIDGE_AFTER_OPEN,
      huongDan: 'Xả qua nước, múc 40g cho mỗi ly',
    }),
    specifications: specs('Khối lượng: 1kg', 'Dạng: sợi'),
  }),
  product({
    name: 'Nha đam hạt lựu ngâm đường 1kg',
    slug: 'nha-dam-hat-luu-1kg',
    categoryKey: 'thach',
    unit: 'bịch',
    weight: 1,
    price: 60000,
    stock: 0,
    createdDaysAgo: 155,
    description: food({
      intro: 'Nha đam cắt hạt lựu giòn mát, ngâm nước đường phèn, hợp trà trái cây và sữa chua nha đam.',
      thanhPhan: 'Nha đam, đường phèn, nước',
      xuatXu: 'Việt Nam (Ninh Thuận)',
      hanSuDung: '6 tháng kể từ ngày sản xuất',
      baoQuan: FRIDGE_AFTER_OPEN,
      huongDan: 'Múc 40g nha đam cho mỗi ly',
    }),
    specifications: specs('Khối lượng: 1kg', 'Dạng: hạt lựu'),
  }),
  product({
    name: 'Bột pudding hương vị 1kg',
    slug: 'bot-pudding-huong-vi',
    categoryKey: 'pudding',
    unit: 'gói',
    weight: 1,
    createdDaysAgo: 100,
    variantImages: true,
    variants: [
      { name: 'Trứng', sku: 'BOT-PUDDING-TRUNG-1KG', price: 120000, stock: 150 },
      { name: 'Xoài', sku: 'BOT-PUDDING-XOAI-1KG', price: 120000, stock: 60 },
      { name: 'Socola', sku: 'BOT-PUDDING-SOCOLA-1KG', price: 125000, stock: 40 },
      { name: 'Khoai môn', sku: 'BOT-PUDDING-KHOAIMON-1KG', price: 125000, stock: 20, is_active: false },
    ],
    description: food({
      intro: 'Bột pudding nấu nhanh, cho pudding mềm mịn, đông đều, cắt khối đẹp để làm topping trà sữa.',
      thanhPhan: 'Đường, bột sữa, bột trứng, chất tạo đông (carrageenan), hương liệu',
      xuatXu: 'Đài Loan',
      hanSuDung: '18 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Hòa 100g bột với 500ml nước sôi, khuấy đều, đổ khuôn và để ngăn mát 2 giờ',
    }),
    specifications: specs('Khối lượng: 1kg', 'Pha được: khoảng 5 lít pudding'),
  }),
  product({
    name: 'Bột flan caramel 500g',
    slug: 'bot-flan-caramel-500g',
    categoryKey: 'pudding',
    unit: 'gói',
    weight: 0.5,
    price: 95000,
    stock: 55,
    createdDaysAgo: 27,
    description: food({
      intro:
        'Bột làm flan không cần hấp, kèm gói caramel riêng; bánh mềm, thơm trứng sữa, dùng làm topping trà sữa flan.',
      thanhPhan: 'Đường, bột sữa, bột trứng, chất tạo đông, caramel',
      xuatXu: 'Việt Nam',
      hanSuDung: '12 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Nấu 100g bột với 400ml sữa tươi đến khi sôi, đổ vào khuôn đã láng caramel, làm lạnh 2 giờ',
    }),
    specifications: specs('Khối lượng: 500g', 'Kèm: gói caramel 50g'),
  }),
  product({
    name: 'Bột kem cheese (milk foam) 1kg',
    slug: 'bot-kem-cheese-1kg',
    categoryKey: 'topping-tran-chau',
    unit: 'gói',
    weight: 1,
    price: 155000,
    discount_price: 139000,
    stock: 130,
    is_featured: true,
    max_quantities_in_cart: 5,
    createdDaysAgo: 17,
    description: food({
      intro: 'Bột tạo lớp kem cheese mặn ngọt béo ngậy phủ trên trà sữa và trà trái cây; đánh nhanh, giữ bọt lâu.',
      thanhPhan: 'Bột phô mai, bột kem béo, đường, muối, chất nhũ hóa',
      xuatXu: 'Đài Loan',
      hanSuDung: '12 tháng kể từ ngày sản xuất',
      baoQuan: COOL_DRY,
      huongDan: 'Đánh 100g bột với 200ml sữa tươi lạnh và 50ml whipping cream đến khi bông mịn',
    }),
    specifications: specs('Khối lượng: 1kg', 'Vị: phô mai mặn'),
  }),
];

const dairyProducts: DemoProduct[] = [
  product({
    name: 'Sữa đặc Ngôi Sao Phương Nam xanh lá 1,284kg',
    slug: 'sua-dac-ngoi-sao-phuong-nam-1284g',
    categoryKey: 'sua-dac',
    unit: 'hộp',
    weight: 1.3,
    price: 72000,
    stock: 350,
    max_quantities_in_cart: 12,
    createdDaysAgo: 280,
    description: food({
      intro: 'Sữa đặc có đường hộp lớn chuyên dùng cho pha chế: độ ngọt vừa, sánh, dễ hòa tan với cà phê và trà.',
      thanhPhan: 'Đường, sữa bột, dầu thực vật, chất ổn định',
      xuatXu: 'Việt Nam',
      hanSuDung: '12 tháng kể từ ngày sản xuất',
      baoQuan: 'Nơi khô ráo; sau khi mở đậy kín, bảo quản ngăn mát và dùng trong 7 ngày',
      huongDan: 'Dùng 20–30ml cho mỗi ly cà phê sữa hoặc trà sữa',
    }),
    specifications: specs('Khối lượng: 1,284kg', 'Quy cách: hộp giấy'),
  }),
  product({
    name: 'Sữa đặc Ông Thọ đỏ 380g',
    slug: 'sua-dac-ong-tho-380g',
    categoryKey: 'sua-dac',
    unit: 'hộp',
    weight: 0.4,
    price: 32000,
    stock: 500,
    createdDaysAgo: 240,
    description: food({
      intro: 'Sữa đặc Ông Thọ quen thuộc, vị sữa đậm, dùng cho cà phê sữa đá, bạc xỉu và sữa chua.',
      thanhPhan: 'Đường, sữa bột, chất béo sữa, dầu thực vật',
      xuatXu: 'Việt Nam',
      hanSuDung: '12 tháng kể từ ngày sản xuất',
      baoQuan: 'Nơi khô ráo; sau khi mở bảo quản ngăn mát',
      huongDan: 'Dùng 25ml cho mỗi ly cà phê sữa',
    }),
    specifications: specs('Khối lượng: 380g', 'Quy cách: lon thiếc'),
  }),
  product({
    name: "Kem béo thực vật Rich's 907g",
    slug: 'kem-beo-thuc-vat-richs-907g',
    categoryKey: 'kem-beo-thuc-vat',
    unit: 'hộp',
    weight: 0.95,
    price: 92000,
    stock: 180,
    createdDaysAgo: 160,
    description: food({
      intro: "Kem béo thực vật Rich's đánh bông nhanh, giữ form lâu, dùng làm lớp kem phủ đồ uống và trang trí bánh.",
      thanhPhan: 'Nước, dầu cọ, đường, chất nhũ hóa, chất ổn định',
      xuatXu: 'Việt Nam (sản xuất theo công nghệ Mỹ)',
      hanSuDung: '12 tháng (bảo quản đông)',
      baoQuan: 'Ngăn đông −18°C; rã đông ngăn mát trước khi dùng',
      huongDan: 'Đánh kem lạnh 2–7°C ở tốc độ cao 3–5 phút đến khi bông cứng',
    }),
    specifications: specs('Khối lượng: 907g', 'Quy cách: hộp giấy'),
  }),
  product({
    name: 'Whipping cream Anchor 1L',
    slug: 'whipping-cream-anchor-1l',
    categoryKey: 'whipping-cream',
    unit: 'hộp',
    weight: 1.05,
    price: 195000,
    discount_price: 179000,
    stock: 90,
    is_featured: true,
    max_quantities_in_cart: 6,
    createdDaysAgo: 70,
    description: food({
      intro: 'Kem sữa động vật Anchor 35,5% béo từ New Zealand, vị sữa tự nhiên, dùng cho kem cheese, latte và bánh.',
      thanhPhan: 'Kem sữa bò, chất ổn định carrageenan',
      xuatXu: 'New Zealand',
      hanSuDung: '12 tháng kể từ ngày sản xuất',
      baoQuan: 'Ngăn mát 2–8°C; sau khi mở dùng trong 5 ngày',
      huongDan: 'Lắc đều, đánh lạnh ở tốc độ trung bình đến khi bông mềm',
    }),
    specifications: specs('Dung tích: 1L', 'Hàm lượng béo: 35,5%'),
  }),
  product({
    name: 'Whipping cream Elle & Vire 1L',
    slug: 'whipping-cream-elle-vire-1l',
    categoryKey: 'whipping-cream',
    unit: 'hộp',
    weight: 1.05,
    price: 175000,
    stock: 4,
    createdDaysAgo: 230,
    description: food({
      intro: 'Kem sữa Elle & Vire của Pháp, béo 35,1%, bông mịn và bền, hợp lớp kem phủ trà sữa và cà phê.',
      thanhPhan: 'Kem sữa bò, chất ổn định',
      xuatXu: 'Pháp',
      hanSuDung: '9 tháng kể từ ngày sản xuất',
      baoQuan: 'Ngăn mát 2–8°C; sau khi mở dùng trong 4 ngày',
      huongDan: 'Đánh lạnh ở tốc độ trung bình 2–3 phút',
    }),
    specifications: specs('Dung tích: 1L', 'Hàm lượng béo: 35,1%'),
  }),
];

const fruitProducts: DemoProduct[] = [
  product({
    name: 'Mứt Osterberg 1kg',
    slug: 'mut-osterberg-1kg',
    categoryKey: 'mut-pha-che',
    unit: 'hộp',
    weight: 1.1,
    is_featured: true,
    createdDaysAgo: 55,
    variantImages: true,
    variants: [
      { name: 'Đào', sku: 'MUT-OSTERBERG-DAO-1KG', price: 215000, stock: 70 },
      { name: 'Dâu', sku: 'MUT-OSTERBERG-DAU-1KG', price: 215000, stock: 80 },
      {
        name: 'Việt quất',
        sku: 'MUT-OSTERBERG-VIETQUAT-1KG',
        price: 235000,
        discount_price: 215000,
        stock: 30,
        max_quantities_in_cart: 5,
      },
      { name: 'Chanh dây', sku: 'MUT-OSTERBERG-CHANHDAY-1KG', price: 215000, stock: 55 },
    ],
    description: food({
      intro:
        'Mứt trái cây Osterberg có thịt quả thật, màu đẹp và vị chua ngọt tự nhiên, dùng cho trà trái cây, sữa chua và đá xay.',
      thanhPhan: 'Thịt quả, đường, nước, pectin, acid citric',
      xuatXu: 'Úc',
      hanSuDung: '18 tháng kể từ ngày sản xuất',
      baoQuan: FRIDGE_AFTER_OPEN,
      huongDan: 'Dùng 30–40g mứt cho ly 500ml, lắc cùng trà và đá',
    }),
    specifications: specs('Khối lượng: 1kg', 'Vị: đào, dâu, việt quất, chanh dây'),
  }),
  product({
    name: 'Mứt dâu tây Đà Lạt 1kg',
    slug: 'mut-dau-tay-da-lat-1kg',
    categoryKey: 'mut-pha-che',
    unit: 'hộp',
    weight: 1.05,
    price: 120000,
    stock: 3,
    createdDaysAgo: 28,
    description: food({
      intro: 'Mứt dâu tây Đà Lạt nấu thủ công, còn nguyên miếng dâu, thơm và không quá ngọt.',
      thanhPhan: 'Dâu tây Đà Lạt, đường, nước cốt chanh',
      xuatXu: 'Việt Nam (Đà Lạt)',
      hanSuDung: '6 tháng kể từ ngày sản xuất',
      baoQuan: FRIDGE_AFTER_OPEN,
      huongDan: 'Dùng 40g mứt cho ly sữa chua dâu hoặc trà dâu',
    }),
    specifications: specs('Khối lượng: 1kg', 'Dạng: có miếng dâu'),
  }),
  product({
    name: 'Mứt xoài Boduo 1,3kg',
    slug: 'mut-xoai-boduo-1-3kg',
    categoryKey: 'mut-pha-che',
    unit: 'hộp',
    weight: 1.4,
    price: 165000,
    stock: 60,
    is_active: false,
    createdDaysAgo: 300,
    description: food({
      intro: 'Mứt xoài Boduo sánh đặc, màu vàng tươi, dùng cho trà xoài, sinh tố và đá xay.',
      thanhPhan: 'Thịt xoài, đường, siro glucose, pectin',
      xuatXu: 'Trung Quốc',
      hanSuDung: '12 tháng kể từ ngày sản xuất',
      baoQuan: FRIDGE_AFTER_OPEN,
      huongDan: 'Dùng 30g mứt cho ly 500ml',
    }),
    specifications: specs('Khối lượng: 1,3kg'),
  }),
  product({
    name: 'Sinh tố Berrino 1L',
    slug: 'sinh-to-berrino-1l',
    categoryKey: 'sinh-to-dong-chai',
    unit: 'chai',
    weight: 1.3,
    createdDaysAgo: 135,
    variantImages: true,
    variants: [
      { name: 'Dâu', sku: 'SINHTO-BERRINO-DAU-1L', price: 150000, stock: 100 },
      { name: 'Xoài', sku: 'SINHTO-BERRINO-XOAI-1L', price: 150000, stock: 85 },
      { name: 'Việt quất', sku: 'SINHTO-BERRINO-VIETQUAT-1L', price: 165000, stock: 40 },
      { name: 'Kiwi', sku: 'SINHTO-BERRINO-KIWI-1L', price: 150000, stock: 35 },
    ],
    description: food({
      intro:
        'Sinh tố trái cây cô đặc đóng chai Berrino, có thịt quả, pha nhanh sinh tố, soda và trà trái cây với vị đồng đều.',
      thanhPhan: 'Thịt quả, đường, nước, acid citric, chất bảo quản',
      xuatXu: 'Việt Nam',
      hanSuDung: '12 tháng kể từ ngày sản xuất',
      baoQuan: FRIDGE_AFTER_OPEN,
      huongDan: 'Xay 40ml sinh tố với 100ml sữa chua và 150g đá',
    }),
    specifications: specs('Dung tích: 1L', 'Vị: dâu, xoài, việt quất, kiwi'),
  }),
  product({
    name: 'Đào ngâm Rhodes hộp 820g',
    slug: 'dao-ngam-rhodes-820g',
    categoryKey: 'mut-trai-cay',
    unit: 'hộp',
    weight: 0.85,
    price: 62000,
    stock: 300,
    createdDaysAgo: 90,
    description: food({
      intro: 'Đào ngâm nửa quả trong siro, miếng đào giòn ngọt, nguyên liệu không thể thiếu cho trà đào cam sả.',
      thanhPhan: 'Đào, nước, đường',
      xuatXu: 'Hy Lạp',
      hanSuDung: '36 tháng kể từ ngày sản xuất',
      baoQuan: 'Nơi khô ráo; sau khi mở chuyển sang hộp kín, bảo quản ngăn mát và dùng trong 5 ngày',
      huongDan: 'Thái lát đào, dùng 2–3 lát cho mỗi ly; nước ngâm dùng pha trà',
    }),
    specifications: specs('Khối lượng tịnh: 820g', 'Khối lượng cái: 480g'),
  }),
];

const toolProducts: DemoProduct[] = [
  product({
    name: 'Bình lắc inox pha chế',
    slug: 'binh-lac-inox',
    categoryKey: 'binh-lac',
    unit: 'cái',
    weight: 0.35,
    createdDaysAgo: 380,
    variants: [
      { name: '350ml', sku: 'BINHLAC-INOX-350', price: 85000, stock: 60 },
      { name: '530ml', sku: 'BINHLAC-INOX-530', price: 95000, stock: 120 },
      { name: '750ml', sku: 'BINHLAC-INOX-750', price: 115000, stock: 45 },
    ],
    description: gear(
      'Bình lắc 3 mảnh bằng inox 304 có lưới lọc đá, kín nước, dùng lắc trà sữa, trà trái cây và cocktail.',
      [
        ['Chất liệu', 'Inox 304'],
        ['Xuất xứ', 'Trung Quốc'],
        ['Bảo hành', '3 tháng (lỗi nhà sản xuất)'],
        ['Bảo quản', 'Rửa sạch, lau khô sau khi dùng'],
        ['Hướng dẫn sử dụng', 'Cho nguyên liệu và đá, đậy chặt nắp, lắc mạnh 10–15 lần'],
      ],
    ),
    specifications: specs('Dung tích: 350ml / 530ml / 750ml', 'Cấu tạo: 3 mảnh'),
  }),
  product({
    name: 'Ca đong nhựa có vạch chia',
    slug: 'ca-dong-nhua-co-vach',
    categoryKey: 'ca-dong',
    unit: 'cái',
    weight: 0.15,
    createdDaysAgo: 330,
    variants: [
      { name: '250ml', sku: 'CADONG-NHUA-250', price: 30000, stock: 150 },
      { name: '500ml', sku: 'CADONG-NHUA-500', price: 35000, stock: 180 },
      { name: '1000ml', sku: 'CADONG-NHUA-1000', price: 45000, stock: 90 },
    ],
    description: gear('Ca đong nhựa PC trong suốt, vạch chia in nổi rõ ràng, chịu nhiệt đến 120°C.', [
      ['Chất liệu', 'Nhựa PC không BPA'],
      ['Xuất xứ', 'Đài Loan'],
      ['Bảo hành', 'Không áp dụng'],
      ['Bảo quản', 'Rửa bằng nước ấm, tránh vật sắc nhọn'],
      ['Hướng dẫn sử dụng', 'Đặt ca trên mặt phẳng, đọc vạch ngang tầm mắt'],
    ]),
    specifications: specs('Dung tích: 250ml / 500ml / 1000ml', 'Chịu nhiệt: −20°C đến 120°C'),
  }),
  product({
    name: 'Jigger đong inox 30/45ml',
    slug: 'jigger-dong-inox-30-45ml',
    categoryKey: 'ca-dong',
    unit: 'cái',
    weight: 0.08,
    price: 55000,
    stock: 140,
    createdDaysAgo: 200,
    description: gear(
      'Ly đong hai đầu 30ml và 45ml, có vạch 15ml bên trong, giúp định lượng siro và nước cốt chính xác.',
      [
        ['Chất liệu', 'Inox 304'],
        ['Xuất xứ', 'Trung Quốc'],
        ['Bảo hành', 'Không áp dụng'],
        ['Bảo quản', 'Rửa sạch, lau khô'],
        ['Hướng dẫn sử dụng', 'Rót đầy đến miệng hoặc đến vạch cần đong'],
      ],
    ),
    specifications: specs('Dung tích: 30ml / 45ml', 'Chiều cao: 8,5cm'),
  }),
  product({
    name: 'Bộ 10 muỗng khuấy inox cán dài 25cm',
    slug: 'muong-khuay-inox-can-dai-25cm',
    categoryKey: 'muong-pha-che',
    unit: 'hộp',
    weight: 0.2,
    price: 65000,
    stock: 170,
    createdDaysAgo: 210,
    description: gear('Muỗng khuấy cán dài chạm đáy ly cao, đầu muỗng nhỏ múc topping gọn gàng.', [
      ['Chất liệu', 'Inox 304'],
      ['Xuất xứ', 'Việt Nam'],
      ['Bảo hành', 'Không áp dụng'],
      ['Bảo quản', 'Rửa sạch, lau khô, tránh ngâm lâu trong nước muối'],
      ['Hướng dẫn sử dụng', 'Khuấy đều đồ uống hoặc múc topping'],
    ]),
    specifications: specs('Quy cách: hộp 10 cái', 'Chiều dài: 25cm'),
  }),
  product({
    name: 'Chày dằm trái cây gỗ 23cm',
    slug: 'chay-dam-trai-cay-go-23cm',
    categoryKey: 'dung-cu-pha-che',
    unit: 'cái',
    weight: 0.12,
    price: 35000,
    stock: 95,
    createdDaysAgo: 60,
    description: gear('Chày gỗ đầu răng cưa để dằm chanh, tắc, bạc hà trực tiếp trong ly hoặc bình lắc.', [
      ['Chất liệu', 'Gỗ sồi phủ dầu an toàn thực phẩm'],
      ['Xuất xứ', 'Việt Nam'],
      ['Bảo hành', 'Không áp dụng'],
      ['Bảo quản', 'Rửa sạch, phơi khô, không ngâm nước lâu'],
      ['Hướng dẫn sử dụng', 'Dằm nhẹ 4–5 lần để lấy tinh dầu, tránh dằm nát vỏ gây đắng'],
    ]),
    specifications: specs('Chiều dài: 23cm', 'Đầu chày: răng cưa'),
  }),
];

const machineProducts: DemoProduct[] = [
  product({
    name: 'Máy dán miệng ly tự động Eton ET-D8',
    slug: 'may-dan-mieng-ly-tu-dong-eton-et-d8',
    categoryKey: 'may-dan-mieng-ly',
    unit: 'cái',
    weight: 18,
    price: 6800000,
    discount_price: 6290000,
    stock: 4,
    is_featured: true,
    max_quantities_in_cart: 2,
    createdDaysAgo: 140,
    description: gear(
      'Máy dán miệng ly tự động hoàn toàn: đặt ly vào, máy tự dán và cắt màng trong 2 giây, đếm số ly đã bán.',
      [
        ['Chất liệu', 'Vỏ inox sơn tĩnh điện, khuôn nhôm'],
        ['Xuất xứ', 'Đài Loan'],
        ['Bảo hành', '12 tháng, hỗ trợ kỹ thuật tại TP.HCM'],
        ['Công suất', '470W, điện áp 220V'],
        ['Hướng dẫn sử dụng', 'Bật máy chờ đạt 170°C, lắp cuộn màng, đặt ly vào khuôn và máy tự dán'],
      ],
    ),
    specifications: specs('Khuôn: ly phi 90/95mm', 'Tốc độ: 500–650 ly/giờ', 'Khối lượng: 18kg'),
  }),
  product({
    name: 'Máy dán miệng ly bán tự động Eton ET-D6',
    slug: 'may-dan-mieng-ly-ban-tu-dong-eton-et-d6',
    categoryKey: 'may-dan-mieng-ly',
    unit: 'cái',
    weight: 9,
    price: 1850000,
    stock: 25,
    createdDaysAgo: 290,
    description: gear('Máy dán miệng ly kéo tay gọn nhẹ cho quán nhỏ và xe đẩy, mối dán kín, không rò nước.', [
      ['Chất liệu', 'Vỏ thép sơn tĩnh điện'],
      ['Xuất xứ', 'Trung Quốc'],
      ['Bảo hành', '6 tháng'],
      ['Công suất', '300W, điện áp 220V'],
      ['Hướng dẫn sử dụng', 'Chờ máy đủ nhiệt, đặt ly vào khuôn, kéo cần xuống 1–2 giây'],
    ]),
    specifications: specs('Khuôn: ly phi 90/95mm', 'Khối lượng: 9kg'),
  }),
  product({
    name: 'Máy xay sinh tố công nghiệp Omniblend V',
    slug: 'may-xay-sinh-to-omniblend-v',
    categoryKey: 'may-xay-sinh-to',
    unit: 'cái',
    weight: 5.5,
    createdDaysAgo: 200,
    variants: [
      { name: 'Cối 1,5L', sku: 'MAYXAY-OMNIBLEND-V-1500', price: 3200000, stock: 30 },
      { name: 'Cối 2L', sku: 'MAYXAY-OMNIBLEND-V-2000', price: 3500000, stock: 18 },
    ],
    description: gear(
      'Máy xay công suất lớn xay nhuyễn đá viên trong vài giây, cối nhựa Tritan không BPA, bền cho quán đông khách.',
      [
        ['Chất liệu', 'Thân nhựa ABS, cối Tritan, lưỡi dao thép không gỉ'],
        ['Xuất xứ', 'Úc (sản xuất tại Trung Quốc)'],
        ['Bảo hành', '12 tháng cho động cơ'],
        ['Công suất', '1.500W, 3 mức tốc độ và chế độ nhồi'],
        ['Hướng dẫn sử dụng', 'Cho chất lỏng vào trước, đá sau; xay 30–45 giây ở tốc độ cao'],
      ],
    ),
    specifications: specs('Cối: 1,5L / 2L', 'Công suất: 1.500W', 'Điện áp: 220V'),
  }),
  product({
    name: 'Máy xay Vitamix E310',
    slug: 'may-xay-vitamix-e310',
    categoryKey: 'may-xay-sinh-to',
    unit: 'cái',
    weight: 5,
    price: 12500000,
    stock: 8,
    createdDaysAgo: 175,
    description: gear('Máy xay cao cấp Vitamix, xay mịn đá và trái cây có xơ, vận hành êm và bền bỉ nhiều năm.', [
      ['Chất liệu', 'Cối Tritan 1,4L, lưỡi dao thép không gỉ đã tôi cứng'],
      ['Xuất xứ', 'Mỹ'],
      ['Bảo hành', '24 tháng chính hãng'],
      ['Công suất', '1.400W, 10 mức tốc độ'],
      ['Hướng dẫn sử dụng', 'Bắt đầu ở tốc độ 1, tăng dần lên 10 và xay 30–60 giây'],
    ]),
    specifications: specs('Cối: 1,4L', 'Công suất: 1.400W', 'Điện áp: 220V'),
  }),
  product({
    name: 'Nồi nấu trân châu tự động',
    slug: 'noi-nau-tran-chau-tu-dong',
    categoryKey: 'noi-nau-tran-chau',
    unit: 'cái',
    weight: 9,
    createdDaysAgo: 165,
    variants: [
      { name: '16 lít', sku: 'NOI-TRANCHAU-16L', price: 4800000, stock: 12 },
      { name: '25 lít', sku: 'NOI-TRANCHAU-25L', price: 6200000, stock: 6 },
    ],
    description: gear(
      'Nồi nấu và ủ trân châu tự động theo hẹn giờ, khuấy đều chống dính, tự chuyển sang giữ ấm khi xong.',
      [
        ['Chất liệu', 'Lòng nồi inox 304 dày 1,2mm'],
        ['Xuất xứ', 'Đài Loan'],
        ['Bảo hành', '12 tháng'],
        ['Công suất', '2.500W, điện áp 220V'],
        ['Hướng dẫn sử dụng', 'Đổ nước đến vạch, chờ sôi, cho trân châu và chọn chương trình nấu'],
      ],
    ),
    specifications: specs('Dung tích: 16 lít / 25 lít', 'Hẹn giờ: 0–120 phút'),
  }),
  product({
    name: 'Nồi ủ trân châu giữ nhiệt 6L',
    slug: 'noi-u-tran-chau-giu-nhiet-6l',
    categoryKey: 'noi-nau-tran-chau',
    unit: 'cái',
    weight: 3.5,
    price: 1650000,
    stock: 20,
    is_active: false,
    createdDaysAgo: 260,
    description: gear('Nồi ủ điện giữ trân châu ở 65°C suốt ca bán, trân châu luôn mềm dẻo.', [
      ['Chất liệu', 'Inox 304'],
      ['Xuất xứ', 'Trung Quốc'],
      ['Bảo hành', '6 tháng'],
      ['Công suất', '350W, điện áp 220V'],
      ['Hướng dẫn sử dụng', 'Cho trân châu đã nấu vào nồi, đặt nhiệt độ 60–70°C'],
    ]),
    specifications: specs('Dung tích: 6 lít', 'Nhiệt độ: 30–90°C'),
  }),
  product({
    name: 'Máy làm đá viên 40kg/ngày',
    slug: 'may-lam-da-vien-40kg',
    categoryKey: 'may-moc',
    unit: 'cái',
    weight: 38,
    price: 13900000,
    stock: 7,
    createdDaysAgo: 95,
    description: gear(
      'Máy làm đá viên vuông trong suốt, đủ cho quán trà sữa 150–200 ly mỗi ngày, thùng chứa cách nhiệt 15kg.',
      [
        ['Chất liệu', 'Vỏ inox 201, khay đá mạ niken'],
        ['Xuất xứ', 'Trung Quốc'],
        ['Bảo hành', '12 tháng, lắp đặt miễn phí tại TP.HCM'],
        ['Công suất', '380W, gas R290'],
        ['Hướng dẫn sử dụng', 'Nối đường nước cấp và thoát, bật máy; mẻ đá đầu tiên sau khoảng 15 phút'],
      ],
    ),
    specifications: specs('Sản lượng: 40kg/24 giờ', 'Thùng chứa: 15kg', 'Kích thước: 45 x 53 x 80cm'),
  }),
];

const packagingProducts: DemoProduct[] = [
  product({
    name: 'Ly nhựa PP nắp cầu (bịch 50 cái)',
    slug: 'ly-nhua-pp-nap-cau',
    categoryKey: 'ly-nhua',
    unit: 'bịch',
    weight: 0.6,
    createdDaysAgo: 365,
    variants: [
      { name: '360ml', sku: 'LY-PP-360', price: 40000, stock: 300 },
      { name: '500ml', sku: 'LY-PP-500', price: 45000, stock: 500, max_quantities_in_cart: 20 },
      { name: '700ml', sku: 'LY-PP-700', price: 55000, stock: 260 },
    ],
    description: gear('Ly nhựa PP dày, trong, kèm nắp cầu, dùng được máy dán miệng ly phi 95.', [
      ['Chất liệu', 'Nhựa PP an toàn thực phẩm'],
      ['Xuất xứ', 'Việt Nam'],
      ['Bảo hành', 'Không áp dụng'],
      ['Bảo quản', 'Nơi khô ráo, tránh nắng'],
      ['Hướng dẫn sử dụng', 'Dùng một lần; chịu nhiệt đến 90°C'],
    ]),
    specifications: specs('Quy cách: bịch 50 ly kèm nắp', 'Miệng ly: phi 95mm'),
  }),
  product({
    name: 'Ly giấy kraft 12oz (bịch 50 cái)',
    slug: 'ly-giay-kraft-12oz',
    categoryKey: 'ly-nhua',
    unit: 'bịch',
    weight: 0.5,
    price: 75000,
    stock: 140,
    is_active: false,
    createdDaysAgo: 150,
    description: gear('Ly giấy kraft hai lớp cho đồ uống nóng, thân thiện môi trường.', [
      ['Chất liệu', 'Giấy kraft tráng PE'],
      ['Xuất xứ', 'Việt Nam'],
      ['Bảo hành', 'Không áp dụng'],
      ['Bảo quản', 'Nơi khô ráo'],
      ['Hướng dẫn sử dụng', 'Dùng cho đồ uống nóng đến 95°C'],
    ]),
    specifications: specs('Dung tích: 12oz (360ml)', 'Quy cách: bịch 50 cái'),
  }),
  product({
    name: 'Ống hút trân châu bọc giấy (bịch 100 cái)',
    slug: 'ong-hut-tran-chau-boc-giay',
    categoryKey: 'ong-hut',
    unit: 'bịch',
    weight: 0.3,
    createdDaysAgo: 260,
    variants: [
      { name: 'Phi 8mm', sku: 'ONGHUT-BOCGIAY-8MM', price: 32000, stock: 250 },
      { name: 'Phi 12mm', sku: 'ONGHUT-BOCGIAY-12MM', price: 38000, stock: 400 },
    ],
    description: gear('Ống hút vát nhọn bọc giấy từng cái, hợp vệ sinh; loại phi 12mm hút vừa hạt trân châu.', [
      ['Chất liệu', 'Nhựa PP'],
      ['Xuất xứ', 'Việt Nam'],
      ['Bảo hành', 'Không áp dụng'],
      ['Bảo quản', 'Nơi khô ráo'],
      ['Hướng dẫn sử dụng', 'Dùng một lần'],
    ]),
    specifications: specs('Quy cách: bịch 100 cái', 'Chiều dài: 21cm'),
  }),
  product({
    name: 'Ống hút giấy 6mm (hộp 100 cái)',
    slug: 'ong-hut-giay-6mm',
    categoryKey: 'ong-hut',
    unit: 'hộp',
    weight: 0.25,
    price: 42000,
    stock: 180,
    createdDaysAgo: 1,
    description: gear('Ống hút giấy 3 lớp không bị mềm trong 3 giờ, thay thế ống hút nhựa cho quán xanh.', [
      ['Chất liệu', 'Giấy thực phẩm, keo gốc nước'],
      ['Xuất xứ', 'Việt Nam'],
      ['Bảo hành', 'Không áp dụng'],
      ['Bảo quản', 'Nơi khô ráo, tránh ẩm'],
      ['Hướng dẫn sử dụng', 'Dùng một lần'],
    ]),
    specifications: specs('Quy cách: hộp 100 cái', 'Đường kính: 6mm'),
  }),
  product({
    name: 'Túi xốp đựng ly trà sữa (bịch 1kg)',
    slug: 'tui-xop-dung-ly',
    categoryKey: 'tui-dung-ly',
    unit: 'bịch',
    weight: 1,
    createdDaysAgo: 190,
    variants: [
      { name: 'Túi 1 ly', sku: 'TUI-XOP-1LY-1KG', price: 55000, stock: 150 },
      { name: 'Túi 2 ly', sku: 'TUI-XOP-2LY-1KG', price: 60000, stock: 130 },
      { name: 'Túi 4 ly', sku: 'TUI-XOP-4LY-1KG', price: 65000, stock: 80 },
    ],
    description: gear('Túi xốp có đáy rộng giữ ly đứng vững khi giao hàng, quai xách chắc chắn.', [
      ['Chất liệu', 'Nhựa HDPE'],
      ['Xuất xứ', 'Việt Nam'],
      ['Bảo hành', 'Không áp dụng'],
      ['Bảo quản', 'Nơi khô ráo'],
      ['Hướng dẫn sử dụng', 'Chọn loại túi theo số ly của đơn'],
    ]),
    specifications: specs('Quy cách: bịch 1kg', 'Loại: 1 ly / 2 ly / 4 ly'),
  }),
  product({
    name: 'Màng dán miệng ly cuộn 3000 cái',
    slug: 'mang-dan-mieng-ly-cuon',
    categoryKey: 'ly-bao-bi',
    unit: 'cái',
    weight: 1.2,
    createdDaysAgo: 75,
    variants: [
      { name: 'Màng trơn', sku: 'MANGDAN-TRON-3000', price: 165000, stock: 140 },
      { name: 'Màng in hoa văn', sku: 'MANGDAN-INHOAVAN-3000', price: 185000, stock: 90 },
    ],
    description: gear(
      'Cuộn màng dán miệng ly dùng cho máy dán tự động và bán tự động, bám chắc, dễ xé khi cắm ống hút.',
      [
        ['Chất liệu', 'Màng PP/PE ghép'],
        ['Xuất xứ', 'Việt Nam'],
        ['Bảo hành', 'Không áp dụng'],
        ['Bảo quản', 'Nơi khô ráo, tránh nắng'],
        ['Hướng dẫn sử dụng', 'Lắp cuộn màng vào trục máy, kéo đầu màng qua khuôn dán'],
      ],
    ),
    specifications: specs('Số lượng: khoảng 3000 ly/cuộn', 'Khổ màng: 95mm'),
  }),
];

export const demoProducts: DemoProduct[] = [
  ...teaProducts,
  ...powderProducts,
  ...syrupProducts,
  ...toppingProducts,
  ...dairyProducts,
  ...fruitProducts,
  ...toolProducts,
  ...machineProducts,
  ...packagingProducts,
];

// ---------------------------------------------------------------------------------------------------------
// Home page content

export const demoBanners: DemoBanner[] = [
  { image_url: '/media/banners/banner-1.svg', link: '/products?promotion=true', status: 'active', createdDaysAgo: 40 },
  { image_url: '/media/banners/banner-2.svg', link: '/ho-tro-khach-hang', status: 'active', createdDaysAgo: 30 },
  { image_url: '/media/banners/banner-3.svg', link: '/he-thong-cua-hang', status: 'active', createdDaysAgo: 10 },
  { image_url: '/media/banners/banner-4.svg', link: '/products', status: 'inactive', createdDaysAgo: 120 },
];

const avatar = (n: number): string => `/media/avatars/${n}.svg`;

export const demoFeedback: DemoFeedback[] = [
  {
    name: 'Nguyễn Thu Hà',
    feedback:
      'Trân châu Wings mua ở đây lúc nào cũng mới, nấu lên dẻo và không bị nát. Giao hàng trong ngày, rất tiện cho quán mình.',
    avatar_url: avatar(1),
  },
  {
    name: 'Trần Minh Khoa',
    feedback: 'Mình mở quán trà sữa được hai năm, nguyên liệu gần như đều lấy ở shop. Giá ổn định, hóa đơn rõ ràng.',
    avatar_url: avatar(2),
  },
  {
    name: 'Lê Ngọc Anh',
    feedback: 'Siro Torani vị đào thơm lắm, làm trà đào khách khen nhiều. Nhân viên tư vấn nhiệt tình.',
    avatar_url: null,
  },
  {
    name: 'Phạm Quốc Bảo',
    feedback: 'Máy dán miệng ly Eton chạy êm, dán kín. Kỹ thuật viên xuống tận quán hướng dẫn sử dụng, rất chu đáo.',
    avatar_url: avatar(3),
  },
  {
    name: 'Võ Thị Mỹ Duyên',
    feedback: 'Đặt buổi sáng, chiều đã nhận được hàng ở Gò Vấp. Đóng gói cẩn thận, chai siro không bị bể.',
    avatar_url: avatar(4),
  },
  {
    name: 'Hoàng Gia Huy',
    feedback: 'Bột kem béo Indo pha trà sữa béo vừa, không bị ngấy. Sẽ tiếp tục ủng hộ.',
    avatar_url: null,
  },
  {
    name: 'Đặng Thảo Vy',
    feedback: 'Mứt Osterberg việt quất có thịt quả thật, làm sữa chua việt quất rất đẹp màu. Shop hay có khuyến mãi.',
    avatar_url: avatar(5),
  },
  {
    name: 'Bùi Thanh Tùng',
    feedback: 'Cửa hàng Quận 10 rộng, hàng bày dễ tìm, nhân viên lấy hàng nhanh. Có chỗ đậu xe máy.',
    avatar_url: avatar(6),
  },
  {
    name: 'Ngô Phương Linh',
    feedback: 'Mình học pha chế, mua bình lắc với ca đong ở đây dùng rất bền. Giá mềm hơn ngoài chợ.',
    avatar_url: '/media/avatars/missing.webp',
  },
  {
    name: 'Đỗ Hữu Phước',
    feedback: 'Nồi nấu trân châu tự động giúp quán mình tiết kiệm cả tiếng mỗi sáng. Bảo hành nhanh gọn.',
    avatar_url: null,
  },
  {
    name: 'Huỳnh Kim Ngân',
    feedback: 'Trà ô long Tứ Quý pha trà sữa thơm hương hoa, khách quen ai cũng hỏi. Hàng chuẩn, date xa.',
    avatar_url: avatar(7),
  },
  {
    name: 'Lý Tuấn Kiệt',
    feedback: 'Đặt ly nhựa và ống hút số lượng lớn, shop giao đúng hẹn và hỗ trợ xuất hóa đơn VAT.',
    avatar_url: avatar(8),
  },
  {
    name: 'Trương Bảo Ngọc',
    feedback: 'Nhân viên qua Zalo trả lời nhanh, gợi ý công thức trà trái cây rất có tâm.',
    avatar_url: null,
  },
  {
    name: 'Phan Văn Lộc',
    feedback: 'Máy xay Omniblend xay đá mịn, chạy cả ngày không nóng máy. Giao lắp tại Thủ Đức nhanh.',
    avatar_url: avatar(9),
  },
  {
    name: 'Mai Anh Thư',
    feedback: 'Lần đầu mua online mà nhận hàng y như hình. Có mã giảm giá cho khách mới nữa, rất thích.',
    avatar_url: avatar(10),
  },
  {
    name: 'Cao Minh Trí',
    feedback: 'Whipping cream Anchor được giao trong thùng giữ lạnh, kem còn mát khi tới tay.',
    avatar_url: null,
  },
  {
    name: 'Lâm Thị Hồng Nhung',
    feedback: 'Mua bột matcha Uji pha latte rất thơm, màu xanh đẹp. Giá tốt so với chất lượng.',
    avatar_url: avatar(11),
  },
  {
    name: 'Dương Khánh Duy',
    feedback: 'Hàng về thiếu một chai sốt, mình báo là hôm sau shop gửi bù ngay. Dịch vụ sau bán hàng tốt.',
    avatar_url: avatar(12),
  },
  {
    name: 'Tô Ngọc Hân',
    feedback: 'Thạch dừa và nha đam tươi ngon, bịch to dùng được lâu. Quán mình chỉ lấy ở đây.',
    avatar_url: null,
  },
  {
    name: 'Châu Gia Bảo',
    feedback: 'Đơn trên một triệu được miễn phí giao hàng nội thành, tiết kiệm được kha khá mỗi tháng.',
    avatar_url: avatar(13),
  },
  {
    name: 'Vũ Thanh Hương',
    feedback: 'Chị tư vấn ở cửa hàng Quận 3 rất dễ thương, chỉ mình cách nấu trân châu đường đen chuẩn vị.',
    avatar_url: avatar(14),
  },
  {
    name: 'Kiều Văn Nam',
    feedback: 'Sản phẩm đa dạng, từ nguyên liệu đến máy móc đều có, không phải chạy nhiều nơi.',
    avatar_url: null,
  },
  {
    name: 'Hà Phương Thảo',
    feedback: 'Thanh toán chuyển khoản quét mã QR rất nhanh, đơn được xác nhận gần như ngay lập tức.',
    avatar_url: avatar(15),
  },
  {
    name: 'Quách Minh Nhật',
    feedback: 'Giá sỉ tốt cho quán mới mở, được tư vấn cả danh sách nguyên liệu cần mua. Cảm ơn shop!',
    avatar_url: null,
  },
];

// ---------------------------------------------------------------------------------------------------------
// Stores (Ho Chi Minh City; coordinates inside the named district)

export const demoStores: DemoStore[] = [
  {
    name: 'Cửa hàng Quận 1',
    address: '45 Nguyễn Thị Minh Khai, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
    street: '45 Nguyễn Thị Minh Khai',
    units: {
      legacy: { city: '79', district: '760', ward: '26740' },
      v2025: { city: '79', district: null, ward: '26740' },
    },
    phone: '028 3822 6688',
    status: 'active',
    lat: 10.7822,
    lng: 106.6987,
  },
  {
    name: 'Cửa hàng Quận 3',
    address: '212 Võ Văn Tần, Phường 5, Quận 3, TP. Hồ Chí Minh',
    street: '212 Võ Văn Tần',
    units: {
      legacy: { city: '79', district: '770', ward: '27151' },
      v2025: { city: '79', district: null, ward: '27154' },
    },
    phone: '028 3930 2468',
    status: 'active',
    lat: 10.7741,
    lng: 106.6873,
  },
  {
    name: 'Cửa hàng Quận 10',
    address: '368 Sư Vạn Hạnh, Phường 9, Quận 10, TP. Hồ Chí Minh',
    street: '368 Sư Vạn Hạnh',
    units: {
      legacy: { city: '79', district: '771', ward: '27181' },
      v2025: { city: '79', district: null, ward: '27190' },
    },
    phone: '0908 316 368',
    status: 'active',
    lat: 10.7706,
    lng: 106.6689,
  },
  {
    name: 'Cửa hàng Bình Thạnh',
    address: '89 Phan Đăng Lưu, Phường 1, Quận Bình Thạnh, TP. Hồ Chí Minh',
    street: '89 Phan Đăng Lưu',
    units: {
      legacy: { city: '79', district: '765', ward: '26944' },
      v2025: { city: '79', district: null, ward: '26944' },
    },
    phone: '0937 889 089',
    status: 'active',
    lat: 10.8027,
    lng: 106.6935,
  },
  {
    name: 'Cửa hàng Gò Vấp',
    address: '402 Quang Trung, Phường 10, Quận Gò Vấp, TP. Hồ Chí Minh',
    street: '402 Quang Trung',
    units: {
      legacy: { city: '79', district: '764', ward: '26884' },
      v2025: { city: '79', district: null, ward: '26884' },
    },
    phone: null,
    status: 'active',
    lat: 10.8357,
    lng: 106.6662,
  },
  {
    name: 'Cửa hàng Thủ Đức',
    address: '25 Võ Văn Ngân, Phường Linh Chiểu, TP. Thủ Đức, TP. Hồ Chí Minh',
    street: '25 Võ Văn Ngân',
    units: {
      legacy: { city: '79', district: '769', ward: '26815' },
      v2025: { city: '79', district: null, ward: '26824' },
    },
    phone: '0912 025 025',
    status: 'coming_soon',
    lat: 10.8502,
    lng: 106.7628,
  },
];

// ---------------------------------------------------------------------------------------------------------
// Promotions (one voucher per order; DESIGN §4)

export const demoPromotions: DemoPromotion[] = [
  {
    code: 'GIAM10',
    description: 'Giảm 10% cho đơn hàng từ 200.000 ₫',
    image_url: '/media/promotions/giam10.svg',
    value: 10,
    is_percentage: true,
    min_purchase_amount: 200000,
    is_active: true,
    usage_limit_per_user: null,
  },
  {
    code: 'GIAM50K',
    description: 'Giảm ngay 50.000 ₫ cho đơn hàng từ 500.000 ₫',
    image_url: '/media/promotions/giam50k.svg',
    value: 50000,
    is_percentage: false,
    min_purchase_amount: 500000,
    is_active: true,
    usage_limit_per_user: null,
  },
  {
    code: 'FREESHIP',
    description: 'Miễn phí giao hàng nội thành TP.HCM cho đơn từ 300.000 ₫',
    image_url: '/media/promotions/freeship.svg',
    value: 0,
    is_percentage: false,
    min_purchase_amount: 300000,
    is_active: true,
    usage_limit_per_user: null,
  },
  {
    // Empty on purpose: the support centre falls back to 'Cho đơn hàng từ {min amount}' (spec 1 §2).
    code: 'VIP100K',
    description: '',
    image_url: '/media/promotions/vip100k.svg',
    value: 100000,
    is_percentage: false,
    min_purchase_amount: 2000000,
    is_active: true,
    usage_limit_per_user: null,
  },
  {
    code: 'CHAOBANMOI',
    description: 'Chào bạn mới: giảm 15% cho đơn hàng đầu tiên, mỗi tài khoản dùng một lần',
    image_url: '/media/promotions/chaobanmoi.svg',
    value: 15,
    is_percentage: true,
    min_purchase_amount: 0,
    is_active: true,
    usage_limit_per_user: 1,
  },
  {
    code: 'TET2025',
    description: 'Lì xì Tết Ất Tỵ: giảm 20% nguyên liệu cho đơn từ 300.000 ₫',
    image_url: '/media/promotions/tet2025.svg',
    value: 20,
    is_percentage: true,
    min_purchase_amount: 300000,
    is_active: false,
    usage_limit_per_user: null,
  },
];
