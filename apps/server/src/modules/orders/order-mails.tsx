// The order mails (DESIGN §10): to the shopper when the order is placed, paid, confirmed, shipped,
// delivered or cancelled, and a new-order notice to the shop. Vietnamese, in the shop's one mail layout.
import { Column } from '@react-email/column';
import { Heading } from '@react-email/heading';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatVnd } from '@shop/domain/money';
import type { Order } from '@shop/domain/order-response.schemas';
import { PAYMENT_METHOD_LABELS } from '@shop/domain/order-status';
import type { CSSProperties, ReactNode } from 'react';
import { ActionButton, BRAND, MailLayout, type MailShop, Paragraph, renderMail, styles } from '../../lib/mail-layout';
import type { InlineImage, MailMessage } from '../../lib/mailer';

export const ORDER_MAIL_EVENTS = [
  'placed',
  'paid',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'shop_notice',
] as const;
export type OrderMailEvent = (typeof ORDER_MAIL_EVENTS)[number];

/** The subject of each mail (the back office's mail log shows it before the mail is made). */
export function orderMailSubject(event: OrderMailEvent, order: { id: number; final_total: number }): string {
  const id = `#${order.id}`;
  switch (event) {
    case 'placed':
      return `Đặt hàng thành công - đơn hàng ${id}`;
    case 'paid':
      return `Đã nhận thanh toán cho đơn hàng ${id}`;
    case 'confirmed':
      return `Đơn hàng ${id} đã được xác nhận`;
    case 'shipped':
      return `Đơn hàng ${id} đang được giao đến bạn`;
    case 'delivered':
      return `Đơn hàng ${id} đã được giao thành công`;
    case 'cancelled':
      return `Đơn hàng ${id} đã bị hủy`;
    case 'shop_notice':
      return `Đơn hàng mới ${id} - ${formatVnd(order.final_total)}`;
  }
}

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
  event: OrderMailEvent;
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
}

const QR_CID = 'vietqr';

const cell: CSSProperties = { padding: '8px 0', fontSize: '14px', lineHeight: '1.5', color: '#333333' };
const muted: CSSProperties = { ...cell, color: '#666666' };
const right: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' };

/** A time in the shop's zone, as a Vietnamese shopper writes it: '14:05 ngày 03/07/2025'. */
export function shopTime(at: Date): string {
  const parts = new Intl.DateTimeFormat('vi-VN', {
    timeZone: 'Asia/Ho_Chi_Minh',
    hour: '2-digit',
    minute: '2-digit',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour12: false,
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('hour')}:${get('minute')} ngày ${get('day')}/${get('month')}/${get('year')}`;
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={{ margin: '24px 0 8px', fontSize: '16px', color: '#111111' }}>
      {children}
    </Heading>
  );
}

function Items({ order }: { order: Order }) {
  return (
    <Section>
      {order.items.map((item) => (
        <Row key={item.id} style={{ borderBottom: '1px solid #eeeeee' }}>
          <Column style={cell}>
            {item.product_name}
            {item.variant_name ? ` - ${item.variant_name}` : ''}
            <br />
            <span style={{ color: '#666666' }}>
              {item.quantity} × {formatVnd(item.price)}
            </span>
          </Column>
          <Column style={right}>{formatVnd(item.total_price)}</Column>
        </Row>
      ))}
    </Section>
  );
}

function Totals({ order }: { order: Order }) {
  const taxAmount = order.final_total - (order.total_price + order.shipping_fee - order.discount);
  const rows: [string, string][] = [
    ['Tạm tính', formatVnd(order.total_price)],
    ['Phí vận chuyển', formatVnd(order.shipping_fee)],
    ...(order.discount > 0 ? [['Giảm giá', `-${formatVnd(order.discount)}`] as [string, string]] : []),
    ...(order.have_tax && taxAmount > 0 ? [['Thuế', formatVnd(taxAmount)] as [string, string]] : []),
  ];
  return (
    <Section>
      {rows.map(([label, value]) => (
        <Row key={label}>
          <Column style={muted}>{label}</Column>
          <Column style={right}>{value}</Column>
        </Row>
      ))}
      <Row>
        <Column style={{ ...cell, fontWeight: 'bold' }}>Tổng cộng</Column>
        <Column style={{ ...right, fontWeight: 'bold', color: '#dc2626' }}>{formatVnd(order.final_total)}</Column>
      </Row>
    </Section>
  );
}

function Delivery({ order, recipientName }: { order: Order; recipientName: string }) {
  const place = [order.shipping_address, order.ward, order.district, order.city].filter(Boolean).join(', ');
  return (
    <>
      <SectionTitle>Thông tin giao hàng</SectionTitle>
      <Text style={{ ...styles.paragraph, margin: 0 }}>
        {recipientName ? (
          <>
            {recipientName}
            <br />
          </>
        ) : null}
        Điện thoại: {order.phone_number}
        <br />
        Địa chỉ: {place}
        <br />
        Thanh toán: {PAYMENT_METHOD_LABELS[order.payment_method]}
        {order.note ? (
          <>
            <br />
            Ghi chú: {order.note}
          </>
        ) : null}
      </Text>
    </>
  );
}

function OrderSummary({ data }: { data: OrderMailData }) {
  return (
    <>
      <SectionTitle>Đơn hàng #{data.order.id}</SectionTitle>
      <Items order={data.order} />
      <Totals order={data.order} />
      <Delivery order={data.order} recipientName={data.recipientName} />
    </>
  );
}

function BankTransfer({
  transfer,
  expiresAt,
  qrUrl,
}: {
  transfer: TransferInstructions;
  expiresAt?: Date | null;
  qrUrl: string;
}) {
  const rows: [string, string][] = [
    ['Ngân hàng', transfer.bank_name],
    ['Số tài khoản', transfer.account_number],
    ['Chủ tài khoản', transfer.account_name],
    ['Số tiền', formatVnd(transfer.amount)],
    ['Nội dung chuyển khoản', transfer.content],
  ];
  return (
    <>
      <SectionTitle>Thông tin chuyển khoản</SectionTitle>
      <Paragraph>
        Quét mã QR bằng ứng dụng ngân hàng hoặc chuyển khoản theo thông tin dưới đây. Vui lòng nhập chính xác nội dung
        chuyển khoản để đơn hàng được xác nhận tự động.
      </Paragraph>
      <Section style={{ textAlign: 'center' }}>
        <Img
          src={`cid:${QR_CID}`}
          width={200}
          height={200}
          alt={`Mã QR chuyển khoản ${transfer.content}`}
          style={{ margin: '0 auto' }}
        />
      </Section>
      <Section style={{ margin: '12px 0', border: '1px solid #e5e7eb', borderRadius: '6px', padding: '4px 12px' }}>
        {rows.map(([label, value]) => (
          <Row key={label}>
            <Column style={muted}>{label}</Column>
            <Column style={{ ...right, fontWeight: 'bold' }}>{value}</Column>
          </Row>
        ))}
      </Section>
      {expiresAt && (
        <Paragraph style={{ color: '#b45309' }}>
          Vui lòng hoàn tất thanh toán trước {shopTime(expiresAt)}. Sau thời hạn này đơn hàng sẽ tự động bị hủy.
        </Paragraph>
      )}
      <ActionButton label="Mở trang thanh toán" url={qrUrl} />
    </>
  );
}

function OnlinePayment({ url, expiresAt }: { url: string; expiresAt?: Date | null }) {
  return (
    <>
      <SectionTitle>Thanh toán trực tuyến</SectionTitle>
      <Paragraph>Đơn hàng của bạn chưa được thanh toán. Bấm vào nút dưới đây để thanh toán qua cổng PayOS.</Paragraph>
      {expiresAt && (
        <Paragraph style={{ color: '#b45309' }}>
          Vui lòng hoàn tất thanh toán trước {shopTime(expiresAt)}. Sau thời hạn này đơn hàng sẽ tự động bị hủy.
        </Paragraph>
      )}
      <ActionButton label="Thanh toán ngay" url={url} />
    </>
  );
}

/** What the shopper reads, event by event. */
function ShopperMail({ shop, data }: { shop: MailShop; data: OrderMailData }) {
  const { order, event } = data;
  const trackingUrl = `${shop.publicUrl}/tracking?order_id=${order.id}&email=${encodeURIComponent(order.email)}`;
  const hello = `Xin chào ${data.recipientName || order.email},`;
  const unpaidOnline = order.payment_status === 'unpaid' || order.payment_status === 'pending';
  const lead: Record<Exclude<OrderMailEvent, 'shop_notice'>, string> = {
    placed: `Cảm ơn bạn đã đặt hàng tại ${shop.name}. Chúng tôi đã nhận được đơn hàng #${order.id} và sẽ sớm xác nhận.`,
    paid: `Chúng tôi đã nhận được khoản thanh toán ${formatVnd(order.final_total)} cho đơn hàng #${order.id}. Cảm ơn bạn!`,
    confirmed: `Đơn hàng #${order.id} đã được xác nhận và đang được chuẩn bị để giao đến bạn.`,
    shipped: `Đơn hàng #${order.id} đã được giao cho đơn vị vận chuyển và đang trên đường đến bạn.`,
    delivered: `Đơn hàng #${order.id} đã được giao thành công. Cảm ơn bạn đã mua sắm tại ${shop.name}!`,
    cancelled: `Đơn hàng #${order.id} đã bị hủy.`,
  };
  return (
    <MailLayout shop={shop} preview={lead[event as keyof typeof lead]}>
      <Paragraph>{hello}</Paragraph>
      <Paragraph>{lead[event as keyof typeof lead]}</Paragraph>
      {event === 'shipped' && (
        <Paragraph>
          Đơn vị vận chuyển: <strong>{order.shipping_company || 'Cửa hàng tự giao'}</strong>
          <br />
          Mã vận đơn: <strong>{order.tracking_number || 'Chưa có'}</strong>
        </Paragraph>
      )}
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
