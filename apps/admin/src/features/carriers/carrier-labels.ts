/** The Vietnamese words of the carriers' money and settings that the back office shows. */

/** Where a shipment's cash-on-delivery money is (DESIGN §11 `cod_status`). */
export const COD_STATUS_LABELS: Record<string, string> = {
  none: 'Không thu hộ',
  pending: 'Chờ thu hộ',
  collected: 'Hãng đang giữ',
  transferred: 'Đã chuyển về shop',
};

export function codStatusLabel(status: string): string {
  return COD_STATUS_LABELS[status] ?? status;
}

/** The remittance outcome of one order of a carrier's statement. */
export const REMITTANCE_OUTCOME_LABELS: Record<string, string> = {
  paid: 'Đã ghi nhận thanh toán',
  already_paid: 'Đã ghi nhận trước đó',
  mismatch: 'Lệch số tiền — chưa ghi nhận',
  flagged: 'Cần kiểm tra — chưa ghi nhận',
  not_found: 'Không có đơn thu hộ khớp',
};
