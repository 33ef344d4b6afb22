// Zalo ZNS order messages (DESIGN §14): the events, the order fields a template's parameters may take, the admin
// settings, the phone rule, and the back office's view of an order's notifications (mails and Zalo together).
import { z } from 'zod';
import { localMobile } from './order.schemas';

/** The order events that send a Zalo message (each also sends a mail). */
export const ZALO_EVENTS = [
  'placed',
  'paid',
  'confirmed',
  'shipped',
  /** A pickup waits at its store (DESIGN §15). */
  'ready_for_pickup',
  'delivered',
  'cancelled',
] as const;
export type ZaloEvent = (typeof ZALO_EVENTS)[number];

export const ZALO_EVENT_LABELS: Record<ZaloEvent, string> = {
  placed: 'Đặt hàng thành công',
  paid: 'Đã nhận thanh toán',
  confirmed: 'Đơn hàng đã xác nhận',
  shipped: 'Đang giao hàng',
  ready_for_pickup: 'Sẵn sàng nhận tại cửa hàng',
  delivered: 'Đã giao hàng',
  cancelled: 'Đơn hàng bị hủy',
};

/** The order fields a template parameter may take, with what staff read in the settings screen. */
export const ZALO_ORDER_FIELD_LABELS = {
  order_id: 'Mã đơn hàng',
  customer_name: 'Tên khách hàng',
  phone_number: 'Số điện thoại',
  created_at: 'Ngày đặt hàng',
  final_total: 'Tổng thanh toán (số)',
  final_total_display: 'Tổng thanh toán (có ₫)',
  status_display: 'Trạng thái đơn hàng',
  payment_method_display: 'Phương thức thanh toán',
  shipping_company: 'Đơn vị vận chuyển',
  tracking_number: 'Mã vận đơn',
  shipping_address: 'Địa chỉ giao hàng',
  pickup_store: 'Cửa hàng nhận hàng (tên, địa chỉ)',
  cancel_reason: 'Lý do hủy',
  order_url: 'Liên kết tra cứu đơn hàng',
} as const;
export type ZaloOrderField = keyof typeof ZALO_ORDER_FIELD_LABELS;
export const ZALO_ORDER_FIELDS = Object.keys(ZALO_ORDER_FIELD_LABELS) as [ZaloOrderField, ...ZaloOrderField[]];

export const ZALO_MESSAGES = {
  templateIdInvalid: 'Mã mẫu tin chỉ gồm chữ số (tối đa 20 ký tự).',
  paramNameInvalid: 'Tên tham số chỉ gồm chữ cái không dấu, chữ số và dấu gạch dưới (tối đa 30 ký tự).',
  fieldInvalid: 'Trường đơn hàng không hợp lệ.',
  tooManyParams: 'Một mẫu tin có tối đa 20 tham số.',
  paramsWithoutTemplate: 'Hãy nhập mã mẫu tin trước khi gán tham số.',
  phoneInvalid: 'Số điện thoại không hợp lệ',
  off: 'Zalo chưa được cấu hình (ZALO_APP_ID, ZALO_APP_SECRET, ZALO_REFRESH_TOKEN).',
  paused: 'Gửi tin Zalo đang tạm dừng: không làm mới được mã truy cập. Hãy cấp lại refresh token cho ứng dụng Zalo.',
  messageNotFound: 'Không tìm thấy tin Zalo này của đơn hàng.',
  optedOut: 'Khách hàng đã tắt nhận tin Zalo nên không gửi lại tin này.',
  noTemplate: 'Sự kiện này chưa có mẫu tin Zalo.',
  paramUnmapped: (name: string) => `Tham số bắt buộc “${name}” của mẫu tin chưa được gán trường đơn hàng.`,
  templateRefused: (code: number, message: string) => `Zalo từ chối mẫu tin này (mã lỗi ${code}: ${message}).`,
  testRefused: (code: number, message: string) => `Zalo từ chối tin thử (mã lỗi ${code}: ${message}).`,
  unreachable: 'Không kết nối được với Zalo. Vui lòng thử lại sau.',
} as const;

/** Zalo's template ids are numbers written as text. */
export const ZaloTemplateId = z
  .string()
  .trim()
  .regex(/^\d{0,20}$/, ZALO_MESSAGES.templateIdInvalid);
export const ZaloParamName = z.string().regex(/^[A-Za-z0-9_]{1,30}$/, ZALO_MESSAGES.paramNameInvalid);

/** One event's template: its id (empty: the event sends nothing) and which order field fills each parameter. */
export const ZaloTemplate = z
  .object({
    template_id: ZaloTemplateId.default(''),
    params: z
      .record(ZaloParamName, z.enum(ZALO_ORDER_FIELDS, { error: ZALO_MESSAGES.fieldInvalid }))
      .default({})
      .refine((p) => Object.keys(p).length <= 20, ZALO_MESSAGES.tooManyParams),
  })
  .refine((t) => t.template_id !== '' || Object.keys(t.params).length === 0, {
    message: ZALO_MESSAGES.paramsWithoutTemplate,
    path: ['template_id'],
  });
export type ZaloTemplate = z.infer<typeof ZaloTemplate>;

/** `GET|PUT /api/admin/settings/zalo/`: a template per event; an event left out sends nothing. */
export const ZaloSettings = z.object({
  templates: z.partialRecord(z.enum(ZALO_EVENTS), ZaloTemplate).default({}),
});
export type ZaloSettings = z.infer<typeof ZaloSettings>;

/** `POST /api/admin/settings/zalo/test/`: the event's template sent to a staff member's phone with sample data. */
export const ZaloTestSendRequest = z.object({
  event: z.enum(ZALO_EVENTS),
  phone: z.string({ error: ZALO_MESSAGES.phoneInvalid }).max(20, ZALO_MESSAGES.phoneInvalid),
});
export type ZaloTestSendRequest = z.infer<typeof ZaloTestSendRequest>;

export const ZaloTestSendResponse = z.object({ msg_id: z.string(), sent_at: z.string() });
export type ZaloTestSendResponse = z.infer<typeof ZaloTestSendResponse>;

/** One parameter of a ZNS template, as Zalo describes it (`GET /template/info/v2`). */
export const ZaloTemplateParam = z.object({
  name: z.string(),
  required: z.boolean(),
  /** STRING, NUMBER, DATE… */
  type: z.string(),
  max_length: z.int().nullable(),
  min_length: z.int().nullable(),
  accept_null: z.boolean(),
});
export type ZaloTemplateParam = z.infer<typeof ZaloTemplateParam>;

/**
 * `GET /api/admin/settings/zalo/templates/{template_id}/`: the template as Zalo knows it, and the order field proposed
 * for each parameter by its name (none when nothing fits).
 */
export const ZaloTemplateInfo = z.object({
  template_id: z.string(),
  name: z.string(),
  /** ENABLE (approved), PENDING_REVIEW, REJECT, DISABLE. */
  status: z.string(),
  params: z.array(ZaloTemplateParam),
  proposed: z.record(z.string(), z.enum(ZALO_ORDER_FIELDS)),
});
export type ZaloTemplateInfo = z.infer<typeof ZaloTemplateInfo>;

/** The names (lower case, letters and digits only) a template parameter is likely to have for each order field. */
const FIELD_ALIASES: Record<ZaloOrderField, string[]> = {
  order_id: ['orderid', 'ordercode', 'ordernumber', 'order', 'orderno', 'madon', 'madonhang', 'donhang', 'mahoadon'],
  customer_name: ['customername', 'name', 'fullname', 'customer', 'ten', 'tenkhach', 'tenkhachhang', 'khachhang'],
  phone_number: ['phonenumber', 'phone', 'sodienthoai', 'sdt', 'dienthoai'],
  created_at: ['createdat', 'orderdate', 'date', 'ngaydat', 'ngaydathang', 'ngay', 'thoigian'],
  final_total: [],
  final_total_display: ['total', 'amount', 'price', 'finaltotal', 'tongtien', 'tong', 'sotien', 'thanhtien', 'giatri'],
  status_display: ['status', 'orderstatus', 'trangthai', 'trangthaidon'],
  payment_method_display: ['paymentmethod', 'payment', 'thanhtoan', 'phuongthucthanhtoan', 'hinhthucthanhtoan'],
  shipping_company: [
    'shippingcompany',
    'carrier',
    'shippingunit',
    'donvivanchuyen',
    'donvi',
    'vanchuyen',
    'nhavanchuyen',
  ],
  tracking_number: ['trackingnumber', 'trackingcode', 'shippingcode', 'billcode', 'mavandon', 'vandon'],
  shipping_address: ['shippingaddress', 'address', 'diachi', 'diachigiaohang'],
  pickup_store: ['pickupstore', 'store', 'pickuplocation', 'cuahang', 'cuahangnhan', 'diemnhan', 'noinhan'],
  cancel_reason: ['cancelreason', 'reason', 'lydo', 'lydohuy'],
  order_url: ['orderurl', 'url', 'link', 'trackingurl', 'lienket', 'duongdan'],
};

/**
 * The order field proposed for each of a template's parameters, by its name (`customer_name`, `ten_khach_hang` →
 * the order's name; `order_code`, `ma_don` → its id; …); a NUMBER parameter for the total takes the number. A name
 * that fits nothing is left out for staff to choose.
 */
export function proposeZaloParams(params: Pick<ZaloTemplateParam, 'name' | 'type'>[]): Record<string, ZaloOrderField> {
  const proposed: Record<string, ZaloOrderField> = {};
  for (const { name, type } of params) {
    const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
    const field = ZALO_ORDER_FIELDS.find((f) => FIELD_ALIASES[f].includes(key));
    if (!field) continue;
    proposed[name] = field === 'final_total_display' && type.toUpperCase() === 'NUMBER' ? 'final_total' : field;
  }
  return proposed;
}

/** The template's required parameters that `params` gives no order field. */
export function unmappedRequiredParams(
  mapping: Partial<Record<string, ZaloOrderField>>,
  params: Pick<ZaloTemplateParam, 'name' | 'required'>[],
): string[] {
  return params.filter((p) => p.required && !mapping[p.name]).map((p) => p.name);
}

/** `GET /api/admin/zalo/status/`: whether Zalo sends, and why not (the dashboard's notice, the setup checklist). */
export const ZaloStatus = z.object({
  enabled: z.boolean(),
  paused: z.boolean(),
  /** Why sending is paused (the refresh that failed), else null. */
  reason: z.string().nullable(),
  paused_at: z.string().nullable(),
  /** Messages waiting while paused. */
  waiting: z.int().nonnegative(),
  /** The events with a template id (none: Zalo sends nothing even when enabled). */
  templates: z.array(z.enum(ZALO_EVENTS)),
});
export type ZaloStatus = z.infer<typeof ZaloStatus>;

/**
 * The phone as Zalo takes it: 84 and the number without its 0 (DESIGN §14), or null when it is not a Vietnamese
 * mobile number by the spec's pattern (spec 2 §5). Spaces, dots, dashes and a leading + are dropped first.
 */
export function zaloPhone(phone: string | null | undefined): string | null {
  const local = localMobile(phone ?? '');
  return local && `84${local.slice(1)}`;
}

/** A template's `template_data`: each parameter filled from its order field ('' when the order has none). */
export function templateData(
  params: Partial<Record<string, ZaloOrderField>>,
  fields: Partial<Record<ZaloOrderField, string | number | null>>,
): Record<string, string | number> {
  const data: Record<string, string | number> = {};
  for (const [param, field] of Object.entries(params)) {
    if (field) data[param] = fields[field] ?? '';
  }
  return data;
}
