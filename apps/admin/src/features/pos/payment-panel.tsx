/**
 * Paying at the till (DESIGN §15), keyboard first: cash is chosen and the cursor waits in "Khách đưa"; the amount
 * (blank: the exact sum), Enter sends the sale. Transfer shows its VietQR once sent; card is recorded; two methods
 * split the total (the second pays the rest). Escape goes back to the lines.
 */
import { POS_PAYMENT_METHODS, POS_PAYMENT_METHOD_LABELS, type PosPaymentMethod } from '@shop/domain/pos.rules';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClasses } from '../../components/button';
import { formatVnd } from '../../lib/format';
import { MoneyInput } from './money-input';
import { type Settlement, parseMoney, quickCash, settle } from './payments';

type Paid = Extract<Settlement, { ok: true }>;

const CHOICE =
  'min-h-12 rounded-lg border-2 px-3 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const choiceTone = (on: boolean) => (on ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-gray-300 bg-white');

function usePaymentDraft(total: number) {
  const [method, setMethod] = useState<PosPaymentMethod>('cash');
  const [second, setSecond] = useState<PosPaymentMethod | null>(null);
  const [firstText, setFirstText] = useState('');
  const [receivedText, setReceivedText] = useState('');
  const received = receivedText.trim() === '' ? null : parseMoney(receivedText);
  const badReceived = receivedText.trim() !== '' && received === null;
  const settlement = settle(total, { method, second, firstAmount: parseMoney(firstText), received });
  const split = (on: boolean) => setSecond(on ? POS_PAYMENT_METHODS.find((m) => m !== method)! : null);
  const choose = (m: PosPaymentMethod) => {
    setMethod(m);
    if (second === m) setSecond(POS_PAYMENT_METHODS.find((x) => x !== m)!);
  };
  const usesCash = method === 'cash' || second === 'cash';
  return {
    ...{ method, second, firstText, receivedText, badReceived, settlement, usesCash },
    ...{ choose, split, setSecond, setFirstText, setReceivedText },
  };
}

export function PaymentPanel({
  total,
  ready,
  sending,
  refusal,
  offline,
  onPay,
  onBack,
}: {
  total: number;
  ready: boolean;
  sending: boolean;
  refusal: string | null;
  offline: boolean;
  onPay: (paid: Paid) => void;
  onBack: () => void;
}) {
  const d = usePaymentDraft(total);
  const [tried, setTried] = useState(false);
  const receivedRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const cashShown = d.usesCash;
  useEffect(() => {
    (cashShown ? receivedRef.current : submitRef.current)?.focus();
  }, [cashShown]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (d.settlement.ok && !d.badReceived && ready && !sending) onPay(d.settlement);
  };
  const problem = d.badReceived ? 'Số tiền không hợp lệ.' : !d.settlement.ok && tried ? d.settlement.message : null;
  const cashPart = d.settlement.ok ? d.settlement.cash : d.second ? null : total;
  return (
    <form
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onBack();
        } else if (/^[0-9k]$/i.test(e.key) && !(e.target instanceof HTMLInputElement) && d.usesCash) {
          // An amount typed after tapping a method goes to "Khách đưa", not to the scan box.
          receivedRef.current?.focus();
        }
      }}
      aria-labelledby={headingId}
      className="space-y-4"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          Thanh toán
        </h2>
        <p className="text-3xl font-bold tabular-nums" aria-label={`Cần thu ${formatVnd(total)}`}>
          {formatVnd(total)}
        </p>
      </div>
      <MethodChoice draft={d} total={total} />
      {d.usesCash && <CashFields draft={d} cashPart={cashPart} inputRef={receivedRef} />}
      {(d.method === 'transfer' || d.second === 'transfer') && <TransferNote offline={offline} />}
      {(problem || refusal) && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {problem ?? refusal}
        </p>
      )}
      {!ready && <p className="text-sm text-gray-600">Đang lấy giá theo số lượng…</p>}
      <PanelActions sending={sending} submitRef={submitRef} onBack={onBack} />
    </form>
  );
}

function MethodChoice({ draft: d, total }: { draft: ReturnType<typeof usePaymentDraft>; total: number }) {
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Hình thức thanh toán</legend>
      <div className="grid grid-cols-3 gap-2">
        {POS_PAYMENT_METHODS.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={d.method === m}
            onClick={() => d.choose(m)}
            className={`${CHOICE} ${choiceTone(d.method === m)}`}
          >
            {POS_PAYMENT_METHOD_LABELS[m]}
          </button>
        ))}
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={d.second !== null}
          onChange={(e) => d.split(e.target.checked)}
        />
        Trả bằng hai hình thức
      </label>
      {d.second !== null && (
        <div className="grid gap-3 sm:grid-cols-2">
          <MoneyInput
            label={`Phần ${POS_PAYMENT_METHOD_LABELS[d.method].toLowerCase()}`}
            value={d.firstText}
            onChange={d.setFirstText}
          />
          <div>
            <label className="block text-sm font-medium text-gray-700">
              Phần còn lại trả bằng
              <select
                value={d.second}
                onChange={(e) => d.setSecond(e.target.value as PosPaymentMethod)}
                className="mt-1 block min-h-11 w-full rounded-md border border-gray-300 bg-white px-3"
              >
                {POS_PAYMENT_METHODS.filter((m) => m !== d.method).map((m) => (
                  <option key={m} value={m}>
                    {POS_PAYMENT_METHOD_LABELS[m]}
                  </option>
                ))}
              </select>
            </label>
            <p className="mt-1 text-sm text-gray-600 tabular-nums">
              {d.settlement.ok ? formatVnd(d.settlement.payments[1]!.amount) : `Tổng ${formatVnd(total)}`}
            </p>
          </div>
        </div>
      )}
    </fieldset>
  );
}

/** What the customer hands over (blank: the exact sum), notes to tap, and the change, large. */
function CashFields({
  draft: d,
  cashPart,
  inputRef,
}: {
  draft: ReturnType<typeof usePaymentDraft>;
  cashPart: number | null;
  inputRef: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <div className="space-y-2">
        <MoneyInput
          label={cashPart !== null && d.second ? `Khách đưa (tiền mặt ${formatVnd(cashPart)})` : 'Khách đưa'}
          value={d.receivedText}
          onChange={d.setReceivedText}
          inputRef={inputRef}
          hint="Để trống: khách đưa đúng số tiền."
          large
        />
        <div className="flex flex-wrap gap-2" aria-label="Số tiền nhanh">
          {quickCash(cashPart ?? 0).map((n) => (
            <Button key={n} tone="secondary" className="min-h-11" onClick={() => d.setReceivedText(String(n))}>
              {formatVnd(n)}
            </Button>
          ))}
        </div>
      </div>
      {d.settlement.ok && (
        <p className="flex items-baseline justify-between rounded-lg bg-amber-50 p-3">
          <span className="text-lg">Tiền thừa</span>
          <span className="text-4xl font-bold tabular-nums">{formatVnd(d.settlement.change)}</span>
        </p>
      )}
    </>
  );
}

function PanelActions({
  sending,
  submitRef,
  onBack,
}: {
  sending: boolean;
  submitRef: Ref<HTMLButtonElement>;
  onBack: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        ref={submitRef}
        type="submit"
        disabled={sending}
        aria-busy={sending || undefined}
        className={`${buttonClasses()} min-h-14 flex-1 text-lg`}
      >
        {sending ? 'Đang gửi…' : 'Xong (Enter)'}
      </button>
      <Button tone="secondary" className="min-h-14" onClick={onBack}>
        Quay lại (Esc)
      </Button>
    </div>
  );
}

function TransferNote({ offline }: { offline: boolean }) {
  return (
    <p className="text-sm text-gray-600">
      {offline
        ? 'Đang mất kết nối: không hiện được mã QR. Chỉ nhận chuyển khoản khi đã thấy tiền vào tài khoản.'
        : 'Mã VietQR hiện ngay sau khi gửi đơn.'}
    </p>
  );
}
