/**
 * Fulfilment through carriers (DESIGN §11): the carriers, their messages and shipments. The carriers' shop settings
 * and GHN's address mapping are in carrier-settings.schemas.ts, the COD money carriers hold in cod.schemas.ts.
 * Shared by the server's `/api/admin/…` routes, the back office and the shop's order pages. Each schema and its
 * inferred type share one name.
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

// The fields the carriers' requests share (shipments here, settings in carrier-settings.schemas.ts, COD statements
// in cod.schemas.ts), each with its message.
export const CarrierField = z.enum(CARRIERS, { error: M.carrierInvalid });
const grams = z.int({ error: M.weightInvalid }).min(1, M.weightInvalid).max(50_000, M.weightInvalid);
/** A parcel's side in whole centimetres. */
export const ParcelCm = z.int({ error: M.sizeInvalid }).min(1, M.sizeInvalid).max(200, M.sizeInvalid);
export const carrierText = (max: number) => z.string({ error: M.textInvalid }).trim().max(max, M.textTooLong);
export const OrderIdField = z.int({ error: M.orderIdInvalid }).min(1, M.orderIdInvalid).max(INT4_MAX, M.orderIdInvalid);

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
  carrier: CarrierField,
  weight_grams: grams.nullish(),
  length_cm: ParcelCm.nullish(),
  width_cm: ParcelCm.nullish(),
  height_cm: ParcelCm.nullish(),
  required_note: z.enum(GHN_REQUIRED_NOTES, { error: M.requiredNoteInvalid }).nullish(),
  note: carrierText(500).nullish(),
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
  order_ids: z
    .array(OrderIdField, { error: M.ordersRequired })
    .min(1, M.ordersRequired)
    .max(BULK_MAX_IDS, M.idsTooMany),
  carrier: CarrierField,
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
