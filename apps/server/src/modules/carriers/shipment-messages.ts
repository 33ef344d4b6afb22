// What staff read when a shipment can't be made, cancelled or printed (DESIGN §11: a carrier's refusal names its
// reason in Vietnamese, as a 502).
import { CARRIER_NAMES, type Carrier } from '@shop/domain/carrier.schemas';
import { formatVnd } from '@shop/domain/money';
import { AppError } from '../../http/errors';

export const SHIPMENT_MESSAGES = {
  carrierOff: (c: Carrier) => `${CARRIER_NAMES[c]} chưa được kết nối (thiếu khóa API).`,
  notShippable: 'Chỉ tạo vận đơn cho đơn hàng đang xử lý.',
  /** DESIGN §15: the shopper collects it at the store. */
  pickupNotShippable: 'Đơn nhận tại cửa hàng không cần vận đơn: khách đến cửa hàng nhận hàng.',
  hasShipment: 'Đơn hàng đã có vận đơn.',
  creatingElsewhere: (c: Carrier) =>
    `Đơn hàng đang được tạo vận đơn với ${CARRIER_NAMES[c]}: hãy thử lại với đơn vị đó.`,
  refused: (c: Carrier, reason: string) => `${CARRIER_NAMES[c]} từ chối tạo vận đơn: ${reason}`,
  unavailable: (c: Carrier) =>
    `${CARRIER_NAMES[c]} không phản hồi. Hãy thử lại: cửa hàng sẽ tìm vận đơn đã tạo trước khi tạo mới.`,
  noShipment: 'Đơn hàng chưa có vận đơn.',
  creatingNow: 'Vận đơn của đơn hàng này đang được tạo: hãy chờ giây lát rồi tải lại trang.',
  cancelTooLate: 'Đơn vị vận chuyển đã lấy hàng: không thể hủy vận đơn.',
  orderCancelCreating:
    'Vận đơn của đơn hàng đang được tạo và chưa có kết quả: hãy bấm "Tạo vận đơn" để hoàn tất ' +
    '(cửa hàng tìm lại vận đơn đã tạo trước khi tạo mới), rồi hủy đơn hàng.',
  orderCancelTooLate:
    'Đơn vị vận chuyển đã lấy hàng nên không thể hủy đơn hàng. Hãy liên hệ đơn vị vận chuyển để hoàn hàng: ' +
    'đơn sẽ chuyển sang "Đã hoàn hàng" khi hàng về shop.',
  cancelRefused: (c: Carrier, reason: string) => `${CARRIER_NAMES[c]} không hủy được vận đơn: ${reason}`,
  labelRefused: (c: Carrier, reason: string) => `${CARRIER_NAMES[c]} không trả nhãn in: ${reason}`,
  unmapped: 'Địa chỉ giao hàng chưa có mã GHN tương ứng (xem Cài đặt vận chuyển › Ánh xạ địa chỉ GHN).',
  codDiffers: (carrier: number, owed: number) =>
    `Vận đơn tạo từ lần thử trước thu hộ ${formatVnd(carrier)}, khác số khách còn nợ ${formatVnd(owed)}.`,
  oneCarrier: 'Chỉ in nhãn của một đơn vị vận chuyển mỗi lần.',
} as const;

/** 502 `{detail}`: the carrier refused or did not answer. */
export class CarrierError extends AppError {
  constructor(message: string) {
    super(502, message);
  }
}
