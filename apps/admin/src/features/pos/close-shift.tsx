/**
 * Closing the shift (DESIGN §15): staff count the drawer and type it; the server answers the report (sales by method,
 * expected vs counted cash, the difference), which opens as its own printable page. Not while sales of this shift
 * still wait on the device: the report would miss them.
 */
import type { Shift } from '@shop/domain/pos.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { formatVnd } from '../../lib/format';
import { MoneyInput } from './money-input';
import { parseMoney } from './payments';
import { keepShift, posQueries, posWrites } from './pos.queries';
import { useQueueSnapshot } from './queue-status';

export function CloseShiftButton({ shift }: { shift: Shift }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone="secondary" className="min-h-11" onClick={() => setOpen(true)}>
        Đóng ca
      </Button>
      {open && <CloseShiftDialog shift={shift} onClose={() => setOpen(false)} />}
    </>
  );
}

function CloseShiftDialog({ shift, onClose }: { shift: Shift; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const now = useQuery(posQueries.shift(shift.id));
  const current = now.data ?? shift;
  const waiting = useQueueSnapshot().pending.filter((s) => s.body.shift === shift.id).length;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const counted = parseMoney(text);
  const close = useMutation({
    mutationFn: (amount: number) => posWrites.closeShift(shift.id, amount),
    onSuccess: async (closed) => {
      queryClient.setQueryData(posQueries.shift(closed.id).queryKey, closed);
      keepShift(closed.location, null);
      await navigate({ to: '/pos/shifts/$shiftId', params: { shiftId: closed.id } });
      queryClient.setQueryData(posQueries.openShift(closed.location).queryKey, null);
    },
    onError: (error) => setProblem(error.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (counted === null) return setProblem('Nhập số tiền mặt đếm được trong két.');
    setProblem(null);
    close.mutate(counted);
  };
  return (
    <Dialog title="Đóng ca" subtitle={`${current.location_name} · ${current.sales_count} đơn`} onClose={onClose}>
      <form onSubmit={submit} className="space-y-4">
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt>Tiền đầu ca</dt>
          <dd className="text-right tabular-nums">{formatVnd(current.opening_cash)}</dd>
          <dt>Bán bằng tiền mặt</dt>
          <dd className="text-right tabular-nums">{formatVnd(current.sales_by_method.cash)}</dd>
          <dt className="font-semibold">Tiền mặt phải có</dt>
          <dd className="text-right font-semibold tabular-nums">{formatVnd(current.expected_cash)}</dd>
        </dl>
        <MoneyInput label="Tiền mặt đếm được" value={text} onChange={setText} error={problem} autoFocus large />
        {counted !== null && (
          <p className="text-sm tabular-nums">
            Chênh lệch: <Difference amount={counted - current.expected_cash} />
          </p>
        )}
        {waiting > 0 && (
          <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            Còn {waiting} đơn của ca này chưa gửi được. Chờ có kết nối để gửi xong rồi hãy đóng ca.
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button tone="secondary" className="min-h-11" onClick={onClose}>
            Hủy
          </Button>
          <Button type="submit" className="min-h-11" busy={close.isPending} disabled={waiting > 0}>
            Đóng ca và xem báo cáo
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** counted − expected: missing cash in red, extra in amber. */
export function Difference({ amount }: { amount: number }) {
  if (amount === 0) return <span className="font-semibold">{formatVnd(0)} (khớp)</span>;
  return (
    <span className={`font-semibold ${amount < 0 ? 'text-red-700' : 'text-amber-800'}`}>
      {amount > 0 ? '+' : '−'}
      {formatVnd(Math.abs(amount))} ({amount < 0 ? 'thiếu' : 'thừa'})
    </span>
  );
}
