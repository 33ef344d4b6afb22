// The pieces the order mails are built from: the order's items, totals and delivery, the payment still owed
// (bank transfer with its VietQR, or an online payment link), and the shop's time as a shopper reads it.
import { Column } from '@react-email/column';
import { Heading } from '@react-email/heading';
import { Img } from '@react-email/img';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatVnd } from '@shop/domain/money';
import { fullAddress } from '@shop/domain/order-address';
import { taxAmountOf } from '@shop/domain/order-pricing';
import type { Order } from '@shop/domain/order-response.schemas';
import { PAYMENT_METHOD_LABELS } from '@shop/domain/order-status';
import type { CSSProperties, ReactNode } from 'react';
import { ActionButton, Paragraph, styles } from '../../lib/mail-layout';
import type { OrderMailData, TransferInstructions } from './order-mails';

export const QR_CID = 'vietqr';

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
  const taxAmount = taxAmountOf(order.total_price, order.have_tax ? order.tax : null);
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

/** Where the order goes: the delivery address, or the store it is collected at (DESIGN §15). */
function Place({ order }: { order: Order }) {
  const store = order.fulfilment_location;
  if (order.delivery_method !== 'pickup' || !store) return <>Địa chỉ: {fullAddress(order.shipping_address, order)}</>;
  return (
    <>
      Nhận tại cửa hàng: <strong>{store.name}</strong>
      <br />
      Địa chỉ cửa hàng: {store.address}
      {store.phone ? (
        <>
          <br />
          Điện thoại cửa hàng: {store.phone}
        </>
      ) : null}
      {store.opening_hours ? (
        <>
          <br />
          Giờ mở cửa: {store.opening_hours}
        </>
      ) : null}
    </>
  );
}

function Delivery({ order, recipientName }: { order: Order; recipientName: string }) {
  return (
    <>
      <SectionTitle>{order.delivery_method === 'pickup' ? 'Thông tin nhận hàng' : 'Thông tin giao hàng'}</SectionTitle>
      <Text style={{ ...styles.paragraph, margin: 0 }}>
        {recipientName ? (
          <>
            {recipientName}
            <br />
          </>
        ) : null}
        Điện thoại: {order.phone_number}
        <br />
        <Place order={order} />
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

export function OrderSummary({ data }: { data: OrderMailData }) {
  return (
    <>
      <SectionTitle>Đơn hàng #{data.order.id}</SectionTitle>
      <Items order={data.order} />
      <Totals order={data.order} />
      <Delivery order={data.order} recipientName={data.recipientName} />
    </>
  );
}

export function BankTransfer({
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

export function OnlinePayment({ url, expiresAt }: { url: string; expiresAt?: Date | null }) {
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
