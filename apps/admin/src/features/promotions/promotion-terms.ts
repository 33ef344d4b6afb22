/** How the desk describes a voucher's rules in a line: its kind and value, its cap, its window. */
import type { AdminPromotion } from '@shop/domain/admin-promotions.schemas';
import { promotionLabel } from '@shop/domain/promotion';
import { formatDateTime, formatVnd } from '../../lib/format';

/** 'Giảm 20% (tối đa 50.000 ₫)', 'Giảm 30.000 ₫', 'Freeship'. */
export function discountLabel(p: Pick<AdminPromotion, 'value' | 'is_percentage' | 'max_discount'>): string {
  const label = promotionLabel(p);
  return p.is_percentage && p.max_discount !== null ? `${label} (tối đa ${formatVnd(p.max_discount)})` : label;
}

/** 'Từ 01/03/2026 00:00 đến 08/03/2026 00:00', 'Đến …', 'Từ …', or 'Không giới hạn'. */
export function windowLabel(p: Pick<AdminPromotion, 'starts_at' | 'ends_at'>): string {
  if (p.starts_at && p.ends_at) return `Từ ${formatDateTime(p.starts_at)} đến ${formatDateTime(p.ends_at)}`;
  if (p.starts_at) return `Từ ${formatDateTime(p.starts_at)}`;
  if (p.ends_at) return `Đến ${formatDateTime(p.ends_at)}`;
  return 'Không giới hạn';
}

/** 'Đang chạy', 'Chưa bắt đầu', 'Đã kết thúc', 'Hết lượt' or 'Ngừng' (as the shop would treat it now). */
export function statusLabel(p: AdminPromotion, now = new Date()): { text: string; live: boolean } {
  if (!p.is_active) return { text: 'Ngừng', live: false };
  if (p.starts_at && Date.parse(p.starts_at) > now.getTime()) return { text: 'Chưa bắt đầu', live: false };
  if (p.ends_at && Date.parse(p.ends_at) <= now.getTime()) return { text: 'Đã kết thúc', live: false };
  if (p.usage_limit !== null && p.times_used >= p.usage_limit) return { text: 'Hết lượt', live: false };
  return { text: 'Đang chạy', live: true };
}
