/**
 * The audit trail's names (DESIGN §8), declared once: each staff write's `action` (`<target_type>.<verb>`) and the
 * kinds of record an audit row points at, with the Vietnamese labels the back office shows. The server records
 * only actions listed here, so every row has a label; a name from elsewhere (an older row) is shown as it is.
 */
export const AUDIT_ACTION_LABELS = {
  'order.transition': 'Chuyển trạng thái đơn hàng',
  /** The internal note alone. */
  'order.update': 'Sửa ghi chú nội bộ',
  'order.create': 'Tạo đơn hàng',
  /** Lines, address, phone or fee (before and after kept). */
  'order.edit': 'Sửa đơn hàng',
  'customer.update': 'Sửa thông tin khách hàng',
  'customer.create': 'Thêm khách hàng',
  'order.mark_paid': 'Xác nhận đã thanh toán',
  'order.refund': 'Ghi nhận hoàn tiền',
  'order.mail_resend': 'Gửi lại email đơn hàng',
  'order.zalo_resend': 'Gửi lại tin Zalo đơn hàng',
  'order.shipment_create': 'Tạo vận đơn',
  'order.shipment_cancel': 'Hủy vận đơn',
  'order.cod_remittance': 'Đối soát tiền thu hộ (COD)',
  'media.upload': 'Tải ảnh lên',
  'product.create': 'Thêm sản phẩm',
  'product.update': 'Sửa sản phẩm',
  'product.deactivate': 'Ngừng bán sản phẩm',
  'product.import': 'Nhập sản phẩm từ CSV',
  'product.stock': 'Điều chỉnh tồn kho',
  'stock_transfer.create': 'Chuyển kho',
  'stock_count.create': 'Kiểm kho',
  'category.create': 'Thêm danh mục',
  'category.update': 'Sửa danh mục',
  'category.move': 'Chuyển danh mục',
  'category.delete': 'Xóa danh mục',
  'user.create': 'Thêm tài khoản nhân viên',
  'user.update': 'Sửa tài khoản nhân viên',
  'user.role': 'Đổi vai trò tài khoản',
  'user.disable': 'Vô hiệu hóa tài khoản',
  'user.enable': 'Kích hoạt lại tài khoản',
  'user.password_reset': 'Gửi email đặt lại mật khẩu',
  'settings.shipping': 'Sửa cài đặt vận chuyển',
  'settings.shop': 'Sửa thông tin cửa hàng',
  'settings.zalo': 'Sửa mẫu tin Zalo',
  'settings.zalo_test': 'Gửi thử tin Zalo',
  'settings.carriers': 'Sửa cài đặt đơn vị vận chuyển',
  'settings.ghn_address_sync': 'Đồng bộ địa chỉ GHN',
  'banner.create': 'Thêm banner',
  'banner.update': 'Sửa banner',
  'banner.delete': 'Xóa banner',
  'banner.reorder': 'Sắp xếp banner',
  'feedback.create': 'Thêm đánh giá',
  'feedback.update': 'Sửa đánh giá',
  'feedback.delete': 'Xóa đánh giá',
  'feedback.reorder': 'Sắp xếp đánh giá',
  'store_location.create': 'Thêm cửa hàng',
  'store_location.update': 'Sửa cửa hàng',
  'store_location.delete': 'Xóa cửa hàng',
  'store_location.reorder': 'Sắp xếp cửa hàng',
  'promotion.create': 'Thêm mã giảm giá',
  'promotion.update': 'Sửa mã giảm giá',
  'promotion.deactivate': 'Ngừng mã giảm giá',
  'page.update': 'Sửa trang nội dung',
  'customer_group.create': 'Thêm nhóm khách hàng',
  'customer_group.update': 'Sửa nhóm khách hàng',
  'customer_group.delete': 'Xóa nhóm khách hàng',
  'customer.group': 'Đổi nhóm khách hàng',
  'product.price_tiers': 'Sửa bảng giá theo số lượng',
  'order.invoice_retry': 'Xuất lại hóa đơn điện tử',
  'pos_shift.open': 'Mở ca bán hàng tại quầy',
  'pos_shift.close': 'Đóng ca bán hàng tại quầy',
  'order.pos_sale': 'Bán hàng tại quầy',
  'order.pos_transfer_confirm': 'Xác nhận chuyển khoản tại quầy',
  /** Money a customer on payment terms paid towards their account (DESIGN §17). */
  'customer.payment': 'Ghi nhận thanh toán công nợ',
  /** A return by line (DESIGN §17), with its restock and refund. */
  'order.return': 'Ghi nhận trả hàng',
  /** Money given back without goods coming back. */
  'order.refund_record': 'Hoàn tiền cho khách',
  /** One marketplace unit linked to a product or variant by hand, or unlinked. */
  'marketplace_link.update': 'Liên kết sản phẩm trên sàn',
  'marketplace_link.link_all': 'Liên kết sản phẩm trên sàn theo SKU',
  'marketplace_link.refresh': 'Tải lại sản phẩm từ sàn',
  'marketplace_link.push_stock': 'Đẩy tồn kho lên sàn',
  'settings.marketplace': 'Sửa cài đặt tồn kho sàn TMĐT',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** DESIGN §8's target types. */
export const AUDIT_TARGET_LABELS = {
  order: 'Đơn hàng',
  product: 'Sản phẩm',
  stock_transfer: 'Phiếu chuyển kho',
  stock_count: 'Phiếu kiểm kho',
  category: 'Danh mục',
  promotion: 'Mã giảm giá',
  user: 'Tài khoản',
  customer: 'Khách hàng',
  media: 'Hình ảnh',
  settings: 'Cài đặt',
  banner: 'Banner',
  feedback: 'Đánh giá',
  store_location: 'Cửa hàng',
  page: 'Trang nội dung',
  customer_group: 'Nhóm khách hàng',
  pos_shift: 'Ca bán hàng tại quầy',
  marketplace_link: 'Sản phẩm trên sàn',
} as const satisfies Record<string, string>;
export type AuditTargetType = keyof typeof AUDIT_TARGET_LABELS;
export const AUDIT_TARGET_TYPES = Object.keys(AUDIT_TARGET_LABELS) as AuditTargetType[];

/**
 * Target types written only through admin-only routes (staff accounts, shop settings, content pages): their rows hold
 * staff e-mails and roles, the bank account, the notification address, so only admins read them.
 */
export const ADMIN_ONLY_AUDIT_TARGETS = ['user', 'settings', 'page'] as const satisfies readonly AuditTargetType[];

const has = <T extends object>(labels: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(labels, key);

/** The action's Vietnamese label, or its raw name when it has none. */
export function auditActionLabel(action: string): string {
  return has(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action] : action;
}

/** The target type's Vietnamese label, or its raw name when it has none. */
export function auditTargetLabel(targetType: string): string {
  return has(AUDIT_TARGET_LABELS, targetType) ? AUDIT_TARGET_LABELS[targetType] : targetType;
}
