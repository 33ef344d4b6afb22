/**
 * Fulfilment through carriers (DESIGN §11): shipments, the carriers' shop settings, GHN's address mapping and the
 * COD money carriers hold. Shared by the server's `/api/admin/…` routes, the back office and the shop's order pages.
 * Each schema and its inferred type share one name.
 */
import { z } from 'zod';
import { BULK_MAX_IDS, Dong, INT4_MAX, IsoDateTime } from './admin.schemas';
import { SHIPMENT_STATUSES, COD_STATUSES } from './carrier.rules';

export const CARRIERS = ['ghn', 'ghtk'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** The carriers' names as the shopper and staff read them (and as the order's `shipping_company`). */
export const CARRIER_NAMES: Record<Carrier, string> = { ghn: 'Giao Hàng Nhanh', ghtk: 'Giao Hàng Tiết Kiệm' };

/**
 * GHN's `required_note`: whether the buyer may look at the goods before paying (may try them, may look only, may
 * not look).
 */
export const GHN_REQUIRED_NOTES = ['CHOTHUHANG', 'CHOXEMHANGKHONGTHU', 'KHONGCHOXEMHANG'] as const;
export type GhnRequiredNote = (typeof GHN_REQUIRED_NOTES)[number];
export const GHN_REQUIRED_NOTE_LABELS: Record<GhnRequiredNote, string> = {
  CHOTHUHANG: 'Cho thử hàng',
  CHOXEMHANGKHONGTHU: 'Cho xem hàng, không cho thử',
  KHONGCHOXEMHANG: 'Không cho xem hàng',
};

/** Who pays the carrier: the shop (the quote is charged in the order) or the buyer on delivery (fee 0 in the order). */
export const CARRIER_FEE_MODES = ['shop_pays', 'carrier_collects'] as const;
export type CarrierFeeMode = (typeof CARRIER_FEE_MODES)[number];

export const CARRIER_MESSAGES = {
  carrierInvalid: 'Đơn vị vận chuyển phải là ghn hoặc ghtk.',
  weightInvalid: 'Khối lượng phải là số nguyên gam từ 1 đến 50000.',
  sizeInvalid: 'Kích thước phải là số nguyên cm từ 1 đến 200.',
  packagingInvalid: 'Khối lượng bao bì phải là số nguyên gam từ 0 đến 10000.',
  requiredNoteInvalid: 'Ghi chú bắt buộc của GHN không hợp lệ.',
  textInvalid: 'Giá trị phải là chuỗi ký tự.',
  textTooLong: 'Nội dung quá dài.',
  nameRequired: 'Vui lòng nhập tên người gửi.',
  phoneInvalid: 'Số điện thoại không hợp lệ.',
  addressRequired: 'Vui lòng nhập địa chỉ lấy hàng.',
  unitRequired: 'Vui lòng chọn tỉnh/thành phố, quận/huyện và phường/xã.',
  referenceRequired: 'Vui lòng nhập mã bảng kê của đơn vị vận chuyển.',
  ordersRequired: 'Vui lòng nhập ít nhất một đơn hàng.',
  orderIdInvalid: 'Mã đơn hàng không hợp lệ.',
  amountInvalid: 'Số tiền phải là số nguyên không âm (đồng).',
  idsTooMany: `Mỗi lần chỉ xử lý tối đa ${BULK_MAX_IDS} đơn hàng.`,
  feeModeInvalid: 'Cách tính phí vận chuyển không hợp lệ.',
} as const;
const M = CARRIER_MESSAGES;

const carrierField = z.enum(CARRIERS, { error: M.carrierInvalid });
const grams = z.int({ error: M.weightInvalid }).min(1, M.weightInvalid).max(50_000, M.weightInvalid);
const cm = z.int({ error: M.sizeInvalid }).min(1, M.sizeInvalid).max(200, M.sizeInvalid);
const text = (max: number) => z.string({ error: M.textInvalid }).trim().max(max, M.textTooLong);
const orderId = z.int({ error: M.orderIdInvalid }).min(1, M.orderIdInvalid).max(INT4_MAX, M.orderIdInvalid);

// ---------------------------------------------------------------------------------------------------------------
// Shipments
// ---------------------------------------------------------------------------------------------------------------

/** One status the carrier reported, oldest first. `carrier_status` is the carrier's own word ('picked', '3'). */
export const ShipmentEvent = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  status_display: z.string(),
  carrier_status: z.string(),
  at: IsoDateTime,
  reason: z.string().nullable(),
});
export type ShipmentEvent = z.infer<typeof ShipmentEvent>;

/** What the shopper sees of a shipment on the order page and `/tracking`: carrier, code and events. */
export const PublicShipment = z.object({
  carrier: z.enum(CARRIERS),
  carrier_name: z.string(),
  code: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  status_display: z.string(),
  expected_delivery_at: IsoDateTime.nullable(),
  events: z.array(ShipmentEvent),
});
export type PublicShipment = z.infer<typeof PublicShipment>;

/**
 * `POST /api/admin/orders/{id}/shipment/` (201) and the admin order's `shipment`: the carrier's code, its fee, the COD
 * it collects and where that money is. `flagged`: lost or damaged, or a COD statement that disagreed (why in
 * `flag_reason`).
 */
export const Shipment = PublicShipment.extend({
  fee: Dong,
  cod_amount: Dong,
  cod_status: z.enum(COD_STATUSES),
  cod_transferred_at: IsoDateTime.nullable(),
  weight_grams: z.int().min(0),
  flagged: z.boolean(),
  flag_reason: z.string().nullable(),
  created_at: IsoDateTime,
});
export type Shipment = z.infer<typeof Shipment>;

/**
 * `POST /api/admin/orders/{id}/shipment/`. Weight and size default to the order's items (Σ weight × quantity +
 * the packaging) and the shop's parcel size; `required_note` to the shop's GHN setting.
 */
export const CreateShipmentRequest = z.object({
  carrier: carrierField,
  weight_grams: grams.nullish(),
  length_cm: cm.nullish(),
  width_cm: cm.nullish(),
  height_cm: cm.nullish(),
  required_note: z.enum(GHN_REQUIRED_NOTES, { error: M.requiredNoteInvalid }).nullish(),
  note: text(500).nullish(),
});
export type CreateShipmentRequest = z.infer<typeof CreateShipmentRequest>;

/**
 * `GET /api/admin/orders/{id}/shipment/draft/`: what the "Tạo vận đơn" form starts with (weight and size from the
 * items and settings, the COD to collect, the carriers that are on).
 */
export const ShipmentDraft = z.object({
  carriers: z.array(z.enum(CARRIERS)),
  carrier: z.enum(CARRIERS).nullable(),
  weight_grams: z.int().min(0),
  length_cm: z.int().min(1),
  width_cm: z.int().min(1),
  height_cm: z.int().min(1),
  required_note: z.enum(GHN_REQUIRED_NOTES),
  cod_amount: Dong,
});
export type ShipmentDraft = z.infer<typeof ShipmentDraft>;

/**
 * `GET /api/admin/orders/{id}/shipment/quotes/`: each carrier that is on, quoted for the order's own parcel (its
 * lines' weight + packaging) to its address; `fee` null with `error` (Vietnamese) when it could not quote.
 */
export const ShipmentQuote = z.object({
  carrier: z.enum(CARRIERS),
  name: z.string(),
  fee: Dong.nullable(),
  expected_delivery_at: IsoDateTime.nullable(),
  error: z.string().nullable(),
});
export const ShipmentQuotes = z.array(ShipmentQuote);
export type ShipmentQuote = z.infer<typeof ShipmentQuote>;

/** `POST /api/admin/shipments/`: one shipment per order, each with its own result. */
export const BulkShipmentRequest = z.object({
  order_ids: z.array(orderId, { error: M.ordersRequired }).min(1, M.ordersRequired).max(BULK_MAX_IDS, M.idsTooMany),
  carrier: carrierField,
});
export type BulkShipmentRequest = z.infer<typeof BulkShipmentRequest>;

export const BulkShipmentResult = z.object({
  order_id: z.int().positive(),
  ok: z.boolean(),
  status_code: z.int(),
  shipment: Shipment.optional(),
  detail: z.string().optional(),
});
export type BulkShipmentResult = z.infer<typeof BulkShipmentResult>;
export const BulkShipmentResponse = z.object({ results: z.array(BulkShipmentResult) });
export type BulkShipmentResponse = z.infer<typeof BulkShipmentResponse>;

/**
 * `GET /api/admin/shipments/labels/?order_ids=1,2`: many orders' labels at once is one carrier at a time; the server
 * answers the carrier's printable page (GHN A5 HTML) or PDF (GHTK, one label per call: several are merged pages).
 */
export const LabelsQuery = z.object({
  order_ids: z
    .string({ error: M.orderIdInvalid })
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, M.orderIdInvalid)
    .refine((v) => v.split(',').every((id) => Number(id) >= 1 && Number(id) <= INT4_MAX), M.orderIdInvalid),
});

// ---------------------------------------------------------------------------------------------------------------
// The carriers' shop settings (admins)
// ---------------------------------------------------------------------------------------------------------------

/** Where the carriers pick up: name, phone, street address and the shop's units (codes of the bundled data). */
export const PickupAddress = z.object({
  name: text(100).min(1, M.nameRequired),
  phone: z
    .string({ error: M.phoneInvalid })
    .trim()
    .regex(/^\+?[\d .-]{8,15}$/, M.phoneInvalid),
  address: text(300).min(1, M.addressRequired),
  city_code: z
    .string({ error: M.unitRequired })
    .trim()
    .regex(/^\d{1,10}$/, M.unitRequired),
  /** None with ADDRESS_STRUCTURE=v2025 (province → ward). */
  district_code: z
    .string({ error: M.unitRequired })
    .trim()
    .regex(/^\d{1,10}$/, M.unitRequired)
    .nullish(),
  ward_code: z
    .string({ error: M.unitRequired })
    .trim()
    .regex(/^\d{1,10}$/, M.unitRequired),
});
export type PickupAddress = z.infer<typeof PickupAddress>;

/** `PUT /api/admin/settings/carriers/`. `pickup: null` goes back to the first active store's details. */
export const CarrierSettingsBody = z.object({
  pickup: PickupAddress.nullable(),
  quoting_carrier: z.enum(CARRIERS, { error: M.carrierInvalid }).nullable(),
  fee_mode: z.enum(CARRIER_FEE_MODES, { error: M.feeModeInvalid }),
  packaging_weight_grams: z
    .int({ error: M.packagingInvalid })
    .min(0, M.packagingInvalid)
    .max(10_000, M.packagingInvalid),
  length_cm: cm,
  width_cm: cm,
  height_cm: cm,
  ghn_required_note: z.enum(GHN_REQUIRED_NOTES, { error: M.requiredNoteInvalid }),
});
export type CarrierSettingsBody = z.infer<typeof CarrierSettingsBody>;

export const DEFAULT_CARRIER_SETTINGS: CarrierSettingsBody = {
  pickup: null,
  quoting_carrier: null,
  fee_mode: 'shop_pays',
  packaging_weight_grams: 0,
  length_cm: 20,
  width_cm: 15,
  height_cm: 10,
  ghn_required_note: 'CHOXEMHANGKHONGTHU',
};

/** The pickup in force, with its unit names: the saved one, else the first active store's ('store'). */
export const EffectivePickup = z.object({
  source: z.enum(['settings', 'store', 'none']),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  district: z.string(),
  ward: z.string(),
});

/**
 * Where a carrier takes the parcels from: the pickup in force (`pickup`); for GHN, when the pickup has no GHN ids,
 * the address registered with the GHN shop account (`carrier_account`); `missing`: the carrier can't pick up (GHTK
 * needs the pickup's name, phone, address and units).
 */
export const PICKUP_FROM = ['pickup', 'carrier_account', 'missing'] as const;

/** What one carrier has and lacks (DESIGN §11): its keys (server env) and a pickup it can use. */
export const CarrierSetup = z.object({
  carrier: z.enum(CARRIERS),
  name: z.string(),
  enabled: z.boolean(),
  /** The env variables still to set ([] when on). */
  missing_keys: z.array(z.string()),
  pickup_from: z.enum(PICKUP_FROM),
  /** What is missing for the pickup, for staff ('' when the pickup in force works). */
  pickup_problem: z.string(),
});
export type CarrierSetup = z.infer<typeof CarrierSetup>;

/** The carriers' setup at a glance (the settings page, the dashboard's checklist). */
export const CarriersSetupStatus = z.object({
  pickup: EffectivePickup,
  /** The carrier that quotes now, null when none is on. */
  quoting_carrier: z.enum(CARRIERS).nullable(),
  carriers: z.array(CarrierSetup),
});
export type CarriersSetupStatus = z.infer<typeof CarriersSetupStatus>;

/**
 * `GET|PUT /api/admin/settings/carriers/`: the settings, which carriers are on (their keys are env) and whether each
 * can pick up, the webhook URLs to register with each carrier (they hold the path secret: admins only), and the
 * pickup in force.
 */
export const CarrierSettings = CarrierSettingsBody.extend({
  carriers: z.array(CarrierSetup),
  /** The carrier that quotes now (the setting if on, else GHN when on, else GHTK), null when none is on. */
  quoting_carrier_effective: z.enum(CARRIERS).nullable(),
  webhook_secret_source: z.enum(['env', 'settings']),
  webhook_urls: z.object({ ghn: z.string(), ghtk: z.string() }),
  pickup_effective: EffectivePickup,
  /** Units GHN has no id for yet (see the address mapping). */
  ghn_unmapped_count: z.int().min(0),
});
export type CarrierSettings = z.infer<typeof CarrierSettings>;

// ---------------------------------------------------------------------------------------------------------------
// GHN's address mapping
// ---------------------------------------------------------------------------------------------------------------

export const ADDRESS_LEVELS = ['province', 'district', 'ward'] as const;

/** A shop unit GHN has no id for: staff see it rather than the shop guessing. */
export const UnmappedUnit = z.object({
  level: z.enum(ADDRESS_LEVELS),
  code: z.string(),
  name: z.string(),
  /** 'Quận 1, Thành phố Hồ Chí Minh'. */
  parent_name: z.string(),
});
export type UnmappedUnit = z.infer<typeof UnmappedUnit>;

/**
 * `GET /api/admin/carriers/ghn/address-mapping/` (and `POST …/sync/` which fetches GHN's master data first):
 * how many units are mapped and the ones that are not (paged: `count`, first 500 listed).
 */
export const AddressMappingReport = z.object({
  synced_at: IsoDateTime.nullable(),
  mapped: z.int().min(0),
  unmapped_count: z.int().min(0),
  unmapped: z.array(UnmappedUnit),
});
export type AddressMappingReport = z.infer<typeof AddressMappingReport>;

// ---------------------------------------------------------------------------------------------------------------
// COD money
// ---------------------------------------------------------------------------------------------------------------

/** `GET /api/admin/cod/`: what each carrier holds (collected on delivery, not yet transferred). */
export const CodHolding = z.object({
  carrier: z.enum(CARRIERS),
  carrier_name: z.string(),
  held_amount: Dong,
  orders: z.array(
    z.object({ order_id: z.int().positive(), code: z.string(), amount: Dong, collected_at: IsoDateTime.nullable() }),
  ),
});
export const CodHoldings = z.array(CodHolding);
export type CodHoldings = z.infer<typeof CodHoldings>;

/** `POST /api/admin/cod-remittances/`: the carrier's statement (bảng kê đối soát COD). */
export const CodRemittanceRequest = z.object({
  carrier: carrierField,
  reference: text(100).min(1, M.referenceRequired),
  orders: z
    .array(z.object({ order_id: orderId, amount: z.int({ error: M.amountInvalid }).min(0, M.amountInvalid) }), {
      error: M.ordersRequired,
    })
    .min(1, M.ordersRequired)
    .max(1000, M.idsTooMany),
});
export type CodRemittanceRequest = z.infer<typeof CodRemittanceRequest>;

/**
 * Per order of the statement: `paid` (now paid, company_payment_received), `already_paid` (a replay of a line),
 * `mismatch` (the amount disagrees with the COD: flagged, nothing paid), `flagged` (the money is the buyer's to get
 * back: the order was cancelled or returned, or paid another way; kept as transferred, flagged, nothing paid),
 * `not_found` (no shipment of that carrier collected it).
 */
export const COD_REMITTANCE_OUTCOMES = ['paid', 'already_paid', 'mismatch', 'flagged', 'not_found'] as const;
export const CodRemittanceResponse = z.object({
  carrier: z.enum(CARRIERS),
  reference: z.string(),
  paid_amount: Dong,
  results: z.array(
    z.object({
      order_id: z.int().positive(),
      amount: Dong,
      expected: Dong.nullable(),
      outcome: z.enum(COD_REMITTANCE_OUTCOMES),
      detail: z.string(),
    }),
  ),
});
export type CodRemittanceResponse = z.infer<typeof CodRemittanceResponse>;

/** The dashboard's COD figures (`GET /api/admin/stats/` adds `cod`): held by carriers vs. received. */
export const CodStats = z.object({ in_transit: Dong, in_transit_orders: z.int().min(0), received: Dong });
export type CodStats = z.infer<typeof CodStats>;

// ---------------------------------------------------------------------------------------------------------------
// Quotes
// ---------------------------------------------------------------------------------------------------------------

/** calculate-fee's optional `items` (the cart): the weight quoted is Σ weight × quantity + the packaging. */
export const FeeItem = z.object({
  product: orderId,
  variant: orderId.nullish(),
  quantity: z.int().min(1).max(10_000),
});
export const FeeItems = z.array(FeeItem).max(200);
export type FeeItem = z.infer<typeof FeeItem>;
