/**
 * A sale just made (DESIGN §15): the change, large; the VietQR for a transfer, with staff's "Đã nhận chuyển khoản"
 * (SePay's webhook confirms it too: the sale is asked again while it waits); the receipt; and the next scan starts
 * the next sale. A sale still on the device says so: its receipt is the till's own until the server answers.
 */
import type { PosSaleResult } from '@shop/domain/pos.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, buttonClasses } from '../../components/button';
import { formatVnd } from '../../lib/format';
import { posQueries, posWrites } from './pos.queries';
import type { DoneSale } from './till-state';

const WAIT_POLL_MS = 4_000;

/** `onNext` starts the next sale; `focusScan` gives the scan box the cursor back (after staff confirmed a transfer). */
export function SaleDone({ done, onNext, focusScan }: { done: DoneSale; onNext: () => void; focusScan: () => void }) {
  const hasCash = done.methods.includes('cash');
  return (
    <section aria-label="Đơn vừa bán" className="space-y-4">
      <p role="status" className="text-lg font-semibold text-brand-800">
        {done.result ? `Đã ghi đơn #${done.result.order.id}` : 'Đã lưu trên máy: đơn tự gửi khi có kết nối.'}
      </p>
      {hasCash && (
        <p className="rounded-lg bg-amber-50 p-4 text-center">
          <span className="block text-lg">Tiền thừa trả khách</span>
          <span className="block text-5xl font-bold tabular-nums" data-testid="pos-change">
            {formatVnd(done.change)}
          </span>
        </p>
      )}
      {done.result && <SaleAnswer result={done.result} focusScan={focusScan} />}
      <div className="flex flex-wrap gap-2">
        <Link
          to="/pos/receipts/$saleId"
          params={{ saleId: done.result ? String(done.result.order.id) : done.clientSaleId }}
          className={`${buttonClasses('secondary')} min-h-12 flex-1`}
        >
          In hóa đơn
        </Link>
        <Button className="min-h-12 flex-1" onClick={onNext}>
          Đơn mới
        </Button>
      </div>
      <p className="text-sm text-gray-600">Quét sản phẩm tiếp theo để bắt đầu đơn mới.</p>
    </section>
  );
}

/** What the server's answer adds: a shortfall flagged for staff, and the transfer to wait for. */
function SaleAnswer({ result, focusScan }: { result: PosSaleResult; focusScan: () => void }) {
  const sale = useQuery({
    ...posQueries.sale(result.order.id),
    initialData: result,
    refetchInterval: (q) => (waitingTransfer(q.state.data) ? WAIT_POLL_MS : false),
  });
  const data = sale.data ?? result;
  return (
    <>
      {data.stock_short && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Kho của cửa hàng không đủ một số sản phẩm trong đơn: đơn vẫn được ghi và đã báo để nhân viên kiểm tra.
        </p>
      )}
      <TransferWait sale={data} focusScan={focusScan} />
    </>
  );
}

const transferOf = (sale: PosSaleResult | undefined) => sale?.payments.find((p) => p.method === 'transfer');
const waitingTransfer = (sale: PosSaleResult | undefined) => transferOf(sale)?.confirmed === false;

function TransferWait({ sale, focusScan }: { sale: PosSaleResult; focusScan: () => void }) {
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => posWrites.confirmTransfer(sale.order.id),
    onSuccess: (answer) => {
      queryClient.setQueryData(posQueries.sale(sale.order.id).queryKey, answer);
      focusScan();
    },
  });
  const transfer = transferOf(sale);
  if (!transfer) return null;
  if (transfer.confirmed) {
    return (
      <p role="status" className="rounded-md bg-brand-50 p-3 font-medium text-brand-800">
        Đã nhận chuyển khoản {formatVnd(transfer.amount)}.
      </p>
    );
  }
  return (
    <div className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 text-center">
      <p className="font-medium">Khách quét mã để chuyển {formatVnd(transfer.amount)}</p>
      {sale.transfer_qr_url ? (
        <img
          src={sale.transfer_qr_url}
          alt={`Mã VietQR chuyển khoản ${formatVnd(transfer.amount)}`}
          className="mx-auto size-64 max-w-full"
        />
      ) : (
        <p className="text-sm text-gray-600">Chưa có mã QR cho khoản này.</p>
      )}
      <p className="text-sm text-gray-600" aria-live="polite">
        Đang chờ ngân hàng báo tiền vào…
      </p>
      {confirm.isError && (
        <p role="alert" className="text-sm text-red-700">
          {confirm.error.message}
        </p>
      )}
      <Button tone="secondary" className="min-h-12 w-full" busy={confirm.isPending} onClick={() => confirm.mutate()}>
        Đã nhận chuyển khoản
      </Button>
    </div>
  );
}
