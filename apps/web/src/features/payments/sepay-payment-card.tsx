/**
 * The left column of the QR screen (spec 2 §2): status line, countdown while unpaid, the QR image with its hint,
 * the transfer details with copy buttons, 'Sao chép tất cả thông tin', the manual 'Kiểm tra thanh toán' and the
 * instructions.
 */
import { formatVnd } from '@shop/domain/money';
import type { SepayPaymentData } from '@shop/domain/payment.schemas';
import { type ReactNode, useState } from 'react';
import {
  PAYMENT_COUNTDOWN_SECONDS,
  amountForTransfer,
  formatAccountNumber,
  formatCountdown,
  paymentDetailsText,
} from './payment-format';
import { ClockIcon } from '../../components/ui/icons';
import { CheckIcon, CopyIcon } from '../../components/ui/page-icons';
import { PAYMENT_TEXTS } from './payment-texts';
import { useCopy } from './use-copy';
import { useCountdown } from './use-countdown';

/** Shown when the QR image fails to load (spec 2 §2). */
export const PLACEHOLDER_QR_SRC = '/placeholder-qr.png';

export interface SepayPaymentCardProps {
  payment: SepayPaymentData;
  isPaid: boolean;
  isChecking: boolean;
  onCheck: () => void;
}

export function SepayPaymentCard({ payment, isPaid, isChecking, onCheck }: SepayPaymentCardProps) {
  const copier = useCopy();
  const { copiedKey, copy } = copier;
  // The order is cancelled at payment_expires_at if the money hasn't come: the countdown ends there too.
  const secondsLeft = useCountdown(PAYMENT_COUNTDOWN_SECONDS, !isPaid, payment.payment_expires_at);
  const status = paymentStatus(isPaid, isChecking);

  return (
    <section aria-labelledby="payment-card-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="payment-card-heading" className="text-base font-semibold">
          Chuyển khoản ngân hàng
        </h2>
        {/* spec 2 §4: waiting → checking → paid; announced as it changes. */}
        <p
          role="status"
          aria-live="polite"
          data-testid="payment-status"
          className={`rounded-full px-3 py-1 text-sm font-semibold ${status.tone}`}
        >
          {status.text}
        </p>
      </div>

      {!isPaid && <CountdownLine secondsLeft={secondsLeft} />}

      {isPaid ? <PaidNotice /> : <QrImage payment={payment} />}

      <TransferDetails payment={payment} copier={copier} />

      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          onClick={() => void copy('all', 'tất cả thông tin', paymentDetailsText(payment))}
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-md border border-brand-700 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {copiedKey === 'all' ? <CheckIcon /> : <CopyIcon />}
          {PAYMENT_TEXTS.copyAll}
        </button>
        {!isPaid && !isChecking && (
          <button
            type="button"
            onClick={onCheck}
            className="flex-1 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {PAYMENT_TEXTS.checkNow}
          </button>
        )}
      </div>

      <Instructions content={payment.content} />
    </section>
  );
}

/** spec 2 §4: waiting → checking → paid, and the badge's colours for each. */
function paymentStatus(isPaid: boolean, isChecking: boolean): { text: string; tone: string } {
  if (isPaid) return { text: PAYMENT_TEXTS.statusPaid, tone: 'bg-brand-100 text-brand-800' };
  if (isChecking) return { text: PAYMENT_TEXTS.statusChecking, tone: 'bg-blue-50 text-blue-800' };
  return { text: PAYMENT_TEXTS.statusWaiting, tone: 'bg-amber-50 text-amber-800' };
}

function CountdownLine({ secondsLeft }: { secondsLeft: number }) {
  return (
    <p className="mt-3 text-center text-sm text-gray-700">
      <ClockIcon className="mr-1 inline size-4 align-[-3px]" />
      Vui lòng hoàn tất thanh toán trong{' '}
      <time
        dateTime={`PT${secondsLeft}S`}
        data-testid="payment-countdown"
        className="font-mono font-semibold whitespace-nowrap text-red-600 tabular-nums"
      >
        {formatCountdown(secondsLeft)}
      </time>
    </p>
  );
}

function PaidNotice() {
  return (
    <div className="mt-4 flex flex-col items-center gap-2 rounded-lg bg-brand-50 p-6 text-center text-brand-800">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100">
        <CheckIcon className="size-8" />
      </span>
      <p className="text-lg font-semibold">{PAYMENT_TEXTS.success}</p>
    </div>
  );
}

/** Bank, account, holder, amount and transfer text, each with its copy button but the holder. */
function TransferDetails({ payment, copier }: { payment: SepayPaymentData; copier: ReturnType<typeof useCopy> }) {
  const { copiedKey, copy } = copier;
  return (
    <dl className="mt-4 divide-y divide-gray-100 rounded-lg border border-gray-200 text-sm">
      <DetailRow
        label="Ngân hàng"
        copied={copiedKey === 'bank'}
        copyLabel="tên ngân hàng"
        onCopy={() => void copy('bank', 'tên ngân hàng', payment.bank_name)}
      >
        {payment.bank_name}
      </DetailRow>
      <DetailRow
        label="Số tài khoản"
        copied={copiedKey === 'account'}
        copyLabel="số tài khoản"
        onCopy={() => void copy('account', 'số tài khoản', payment.account_number)}
      >
        <span className="font-mono tracking-wide">{formatAccountNumber(payment.account_number)}</span>
      </DetailRow>
      <DetailRow label="Chủ tài khoản">{payment.account_name}</DetailRow>
      <DetailRow
        label="Số tiền"
        copied={copiedKey === 'amount'}
        copyLabel="số tiền"
        onCopy={() => void copy('amount', 'số tiền', amountForTransfer(payment.amount))}
      >
        <span className="font-semibold text-red-600">{formatVnd(payment.amount)}</span>
      </DetailRow>
      <DetailRow
        label="Nội dung chuyển khoản"
        copied={copiedKey === 'content'}
        copyLabel="nội dung chuyển khoản"
        onCopy={() => void copy('content', 'nội dung chuyển khoản', payment.content)}
      >
        <mark className="rounded bg-yellow-100 px-2 py-0.5 font-mono font-bold text-gray-900">{payment.content}</mark>
      </DetailRow>
    </dl>
  );
}

function QrImage({ payment }: { payment: SepayPaymentData }) {
  const [failed, setFailed] = useState(false);
  return (
    <figure className="mt-4 flex flex-col items-center gap-2">
      <div className="rounded-lg border border-gray-200 bg-white p-2">
        <img
          src={failed ? PLACEHOLDER_QR_SRC : payment.qr_url}
          onError={() => setFailed(true)}
          alt={`Mã QR chuyển khoản cho đơn hàng #${payment.order_id}`}
          width={240}
          height={240}
          className="size-60 max-w-full object-contain"
        />
      </div>
      <figcaption className="text-sm text-gray-600">{PAYMENT_TEXTS.qrHint}</figcaption>
    </figure>
  );
}

interface DetailRowProps {
  label: string;
  children: ReactNode;
  /** What the copy button copies, in the toast's words; no button without it. */
  copyLabel?: string;
  copied?: boolean;
  onCopy?: () => void;
}

function DetailRow({ label, children, copyLabel, copied = false, onCopy }: DetailRowProps) {
  return (
    <div className="flex items-center justify-between gap-3 px-3 py-2.5">
      <div className="min-w-0">
        <dt className="text-xs text-gray-500">{label}</dt>
        <dd className="mt-0.5 break-words">{children}</dd>
      </div>
      {copyLabel && onCopy && (
        <button
          type="button"
          onClick={onCopy}
          // The name says when it has just been copied, as the check shows it.
          aria-label={copied ? PAYMENT_TEXTS.copied(copyLabel) : `Sao chép ${copyLabel}`}
          title={`Sao chép ${copyLabel}`}
          className={`shrink-0 rounded-md border p-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
            copied ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-gray-300 text-gray-600 hover:bg-gray-50'
          }`}
        >
          {copied ? <CheckIcon /> : <CopyIcon />}
        </button>
      )}
    </div>
  );
}

/** spec 2 §2 'Instructions' and §9: confirmation takes 1-2 minutes. */
function Instructions({ content }: { content: string }) {
  return (
    <section aria-labelledby="payment-steps-heading" className="mt-6 rounded-lg bg-gray-50 p-4">
      <h3 id="payment-steps-heading" className="mb-2 text-sm font-semibold">
        Hướng dẫn thanh toán
      </h3>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-gray-700">
        <li>Mở ứng dụng ngân hàng trên điện thoại của bạn.</li>
        <li>Quét mã QR hoặc nhập thông tin chuyển khoản ở trên.</li>
        <li>
          Nhập chính xác nội dung chuyển khoản: <strong className="font-mono text-gray-900">{content}</strong>
        </li>
        <li>Kiểm tra thông tin và xác nhận giao dịch.</li>
        <li>Chờ 1-2 phút để hệ thống xác nhận thanh toán.</li>
      </ol>
    </section>
  );
}
