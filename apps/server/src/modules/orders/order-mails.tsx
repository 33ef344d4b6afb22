// The order mails (DESIGN §10): to the shopper when the order is placed, paid, confirmed, shipped, ready at its
// pickup store (DESIGN §15), delivered or cancelled, when goods came back or money was given back (DESIGN §17), and a
// new-order notice to the shop. Vietnamese, in the shop's one mail layout.
import { Link } from '@react-email/link';
import { formatVnd } from '@shop/domain/money';
import type { Order } from '@shop/domain/order-response.schemas';
import { PAYMENT_METHOD_LABELS } from '@shop/domain/order-status';
import { REFUND_METHOD_LABELS, type RefundMethod } from '@shop/domain/returns.rules';
import { PICKUP_TEXTS } from '@shop/domain/locations.rules';
import { ActionButton, BRAND, MailLayout, type MailShop, Paragraph, renderMail } from '../../lib/mail-layout';
import type { InlineImage, MailMessage } from '../../lib/mailer';
import { type OrderEvent, type ReturnNotice, orderMailSubject } from '../notifications/notifications.service';
import { BankTransfer, OnlinePayment, OrderSummary, QR_CID } from './order-mail-parts';

/** The bank transfer the shopper still owes (bank-transfer orders), with its VietQR as a GIF. */
export interface TransferInstructions {
  bank_name: string;
  account_number: string;
  account_name: string;
  amount: number;
  content: string;
  qrGif: Uint8Array;
}

export interface OrderMailData {
  event: OrderEvent;
  to: string;
  order: Order;
  recipientName: string;
  /** A cancel's reason. */
  reason?: string | undefined;
  /** Money received that the shop will give back (a cancelled order). */
  refundAmount?: number;
  /** An unpaid online order is cancelled at this time (bank transfer, PayOS). */
  paymentExpiresAt?: Date | null;
  transfer?: TransferInstructions | undefined;
  /** Stable for every try of this mail, so a copy sent twice is dropped as one. */
  messageId?: string;
  /** How long a pickup waits at its store (PICKUP_HOLD_DAYS), said in its "ready" mail. */
  pickupHoldDays?: number | undefined;
  /** A return's or a refund's details as recorded (its mail's events). */
  returned?: ReturnNotice | undefined;
}

/** The mail's opening line for its event. */
function leadOf(shop: MailShop, { order, event }: OrderMailData): string {
  const store = order.fulfilment_location?.name ?? 'cửa hàng';
  const pickup = order.delivery_method === 'pickup';
  const lead: Record<Exclude<OrderEvent, 'shop_notice'>, string> = {
    placed: `Cảm ơn bạn đã đặt hàng tại ${shop.name}. Chúng tôi đã nhận được đơn hàng #${order.id} và sẽ sớm xác nhận.`,
    paid: `Chúng tôi đã nhận được khoản thanh toán ${formatVnd(order.final_total)} cho đơn hàng #${order.id}. Cảm ơn bạn!`,
    confirmed: pickup
      ? `Đơn hàng #${order.id} đã được xác nhận và đang được chuẩn bị tại ${store}.`
      : `Đơn hàng #${order.id} đã được xác nhận và đang được chuẩn bị để giao đến bạn.`,
    shipped: `Đơn hàng #${order.id} đã được giao cho đơn vị vận chuyển và đang trên đường đến bạn.`,
    ready_for_pickup: `Đơn hàng #${order.id} đã sẵn sàng. Mời bạn đến ${store} để nhận hàng.`,
    delivered: pickup
      ? `Bạn đã nhận đơn hàng #${order.id} tại ${store}. Cảm ơn bạn đã mua sắm tại ${shop.name}!`
      : `Đơn hàng #${order.id} đã được giao thành công. Cảm ơn bạn đã mua sắm tại ${shop.name}!`,
    cancelled: `Đơn hàng #${order.id} đã bị hủy.`,
    edited: `Đơn hàng #${order.id} đã được cửa hàng cập nhật. Tổng thanh toán mới là ${formatVnd(order.final_total)}.`,
    returned: `Cửa hàng đã nhận lại hàng bạn trả của đơn hàng #${order.id}.`,
    refunded: `Cửa hàng đã hoàn tiền cho đơn hàng #${order.id}.`,
  };
  return lead[event as keyof typeof lead];
}

/** A cancel's reason, and money the shop owes back after a cancel or an edit. */
function MoneyBack({ shop, data }: { shop: MailShop; data: OrderMailData }) {
  const { event } = data;
  return (
    <>
      {event === 'cancelled' && (
        <>
          <Paragraph>Lý do: {data.reason || 'Không có'}</Paragraph>
          {data.refundAmount ? (
            <Paragraph>
              Cửa hàng đã nhận {formatVnd(data.refundAmount)} cho đơn hàng này và sẽ hoàn lại cho bạn. Chúng tôi sẽ liên
              hệ với bạn để hoàn tiền; nếu cần hỗ trợ, vui lòng gọi hotline {shop.hotline}.
            </Paragraph>
          ) : null}
        </>
      )}
      {event === 'edited' && data.refundAmount ? (
        <Paragraph>
          Bạn đã thanh toán nhiều hơn tổng mới: cửa hàng sẽ hoàn lại {formatVnd(data.refundAmount)} cho bạn.
        </Paragraph>
      ) : null}
    </>
  );
}

/** A return's lines ("Đã trả") and the money given back ("Đã hoàn tiền"), as recorded. */
function ReturnDetails({ returned }: { returned: ReturnNotice }) {
  const method = (m: string) => REFUND_METHOD_LABELS[m as RefundMethod] ?? m;
  return (
    <>
      {returned.lines.length > 0 && (
        <Paragraph>
          Đã trả:
          {returned.lines.map((l, i) => (
            <span key={`${i}-${l.name}`}>
              <br />- {l.name} × {l.quantity}
            </span>
          ))}
        </Paragraph>
      )}
      {returned.refund ? (
        <Paragraph>
          Đã hoàn tiền: <strong>{formatVnd(returned.refund.amount)}</strong> ({method(returned.refund.method)}).
        </Paragraph>
      ) : null}
    </>
  );
}

/** What the shopper reads, event by event. */
function ShopperMail({ shop, data }: { shop: MailShop; data: OrderMailData }) {
  const { order, event } = data;
  const trackingUrl = `${shop.publicUrl}/tracking?order_id=${order.id}&email=${encodeURIComponent(order.email)}`;
  const hello = `Xin chào ${data.recipientName || order.email},`;
  const unpaidOnline = order.payment_status === 'unpaid' || order.payment_status === 'pending';
  const lead = leadOf(shop, data);
  return (
    <MailLayout shop={shop} preview={lead}>
      <Paragraph>{hello}</Paragraph>
      <Paragraph>{lead}</Paragraph>
      {/* The carrier and its code, so the shopper can follow the parcel on the carrier's site too. */}
      {(event === 'shipped' || (event === 'delivered' && order.tracking_number)) && (
        <Paragraph>
          Đơn vị vận chuyển: <strong>{order.shipping_company || 'Cửa hàng tự giao'}</strong>
          <br />
          Mã vận đơn: <strong>{order.tracking_number || 'Chưa có'}</strong>
        </Paragraph>
      )}
      {event === 'ready_for_pickup' && (
        <Paragraph>
          Khi đến nhận, vui lòng cho nhân viên biết mã đơn hàng <strong>#{order.id}</strong>
          {order.payment_status === 'paid' ? '' : ` và thanh toán ${formatVnd(order.final_total)}`}.
          {data.pickupHoldDays ? ` ${PICKUP_TEXTS.readyNote(data.pickupHoldDays)}` : ''}
        </Paragraph>
      )}
      {event === 'delivered' && order.invoice.tax_code && (
        <Paragraph>
          Hóa đơn VAT cho {order.invoice.company_name} được xuất điện tử sau khi giao hàng; bạn tải bản PDF tại{' '}
          <Link href={`${shop.publicUrl}/account/orders/${order.id}`} style={{ color: BRAND }}>
            trang đơn hàng
          </Link>
          .
        </Paragraph>
      )}
      <MoneyBack shop={shop} data={data} />
      {data.returned && <ReturnDetails returned={data.returned} />}
      {event === 'placed' && unpaidOnline && data.transfer && order.payment_method === 'sepay' && (
        <BankTransfer
          transfer={data.transfer}
          expiresAt={data.paymentExpiresAt}
          qrUrl={`${shop.publicUrl}/payment/sepay/${order.id}`}
        />
      )}
      {event === 'placed' && unpaidOnline && order.payment_method === 'payos' && (
        <OnlinePayment url={`${shop.publicUrl}/payment/${order.id}`} expiresAt={data.paymentExpiresAt} />
      )}
      <OrderSummary data={data} />
      <ActionButton label="Xem đơn hàng" url={trackingUrl} />
      <Paragraph>Nếu bạn có câu hỏi, hãy gọi hotline {shop.hotline} để được hỗ trợ.</Paragraph>
    </MailLayout>
  );
}

/** The shop's notice of a new order, with a link to it in the back office. */
function ShopNotice({ shop, data }: { shop: MailShop; data: OrderMailData }) {
  const { order } = data;
  const adminUrl = `${shop.publicUrl}/admin/orders/${order.id}`;
  return (
    <MailLayout shop={shop} preview={`Đơn hàng mới #${order.id}: ${formatVnd(order.final_total)}`}>
      <Paragraph>
        Có đơn hàng mới <strong>#{order.id}</strong> ({formatVnd(order.final_total)},{' '}
        {PAYMENT_METHOD_LABELS[order.payment_method]}).
      </Paragraph>
      <Paragraph>
        Khách hàng: {data.recipientName || 'Không có tên'} · {order.phone_number} ·{' '}
        <Link href={`mailto:${order.email}`} style={{ color: BRAND }}>
          {order.email}
        </Link>
      </Paragraph>
      <ActionButton label="Mở đơn hàng trong trang quản trị" url={adminUrl} />
      <OrderSummary data={data} />
    </MailLayout>
  );
}

/** The mail, rendered once: subject, HTML, its text, and the QR as an inline image when it shows one. */
export async function renderOrderMail(shop: MailShop, data: OrderMailData): Promise<MailMessage> {
  const element =
    data.event === 'shop_notice' ? <ShopNotice shop={shop} data={data} /> : <ShopperMail shop={shop} data={data} />;
  const { html, text } = await renderMail(element);
  const attachments: InlineImage[] = html.includes(`cid:${QR_CID}`)
    ? [{ filename: 'vietqr.gif', contentType: 'image/gif', content: Buffer.from(data.transfer!.qrGif), cid: QR_CID }]
    : [];
  return {
    to: data.to,
    subject: orderMailSubject(data.event, data.order),
    html,
    text,
    event: `order.${data.event}`,
    ...(attachments.length ? { attachments } : {}),
    ...(data.messageId ? { messageId: data.messageId } : {}),
  };
}
