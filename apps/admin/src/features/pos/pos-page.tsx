/**
 * The counter (DESIGN §15), `/admin/pos`: the store this device sells in (chosen once, remembered on the device), its
 * open shift (opened here with the float in the drawer), then the till.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { ErrorState } from '../../components/list-states';
import { MoneyInput } from './money-input';
import { parseMoney } from './payments';
import { type TillLocation, keepShift, posQueries, posWrites, sellingStores } from './pos.queries';
import { Till } from './till';
import { LOCATION_KEY, readDevice, writeDevice } from './till-device';
import { ApiError } from '../../lib/api';

function Loading() {
  return (
    <p role="status" className="p-8 text-center text-gray-500">
      Đang tải…
    </p>
  );
}

export function PosPage() {
  const [location, setLocation] = useState<number | null>(() => readDevice<number>(LOCATION_KEY) ?? null);
  const locations = useQuery(posQueries.locations());
  if (locations.isPending) return <Loading />;
  if (locations.isError) {
    return <ErrorState message={locations.error.message} onRetry={() => void locations.refetch()} />;
  }
  const stores = sellingStores(locations.data);
  const store = stores.find((s) => s.id === location);
  const choose = (id: number | null) => {
    if (id !== null) writeDevice(LOCATION_KEY, id);
    setLocation(id);
  };
  if (!store) return <StorePicker stores={stores} onPick={choose} />;
  return <ShiftGate store={store} onChangeStore={() => choose(null)} />;
}

function StorePicker({ stores, onPick }: { stores: TillLocation[]; onPick: (id: number) => void }) {
  return (
    <section className="mx-auto max-w-2xl space-y-4" aria-labelledby="pos-store-heading">
      <div>
        <h1 id="pos-store-heading" className="text-xl font-semibold">
          Bán tại quầy: chọn cửa hàng
        </h1>
        <p className="text-sm text-gray-600">Máy này sẽ nhớ cửa hàng đã chọn.</p>
      </div>
      {stores.length === 0 ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-4">
          Chưa có cửa hàng nào đang hoạt động. Thêm cửa hàng ở mục Cửa hàng.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {stores.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => onPick(s.id)}
                className="min-h-16 w-full rounded-lg border border-gray-300 bg-white p-4 text-left hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span className="block text-lg font-semibold">{s.name}</span>
                <span className="block text-sm text-gray-600">{s.address}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ShiftGate({ store, onChangeStore }: { store: TillLocation; onChangeStore: () => void }) {
  const shift = useQuery(posQueries.openShift(store.id));
  if (shift.isPending) return <Loading />;
  if (shift.isError) return <ErrorState message={shift.error.message} onRetry={() => void shift.refetch()} />;
  if (!shift.data) return <OpenShiftForm store={store} onChangeStore={onChangeStore} />;
  return <Till store={store} shift={shift.data} onChangeStore={onChangeStore} />;
}

function OpenShiftForm({ store, onChangeStore }: { store: TillLocation; onChangeStore: () => void }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const open = useMutation({
    mutationFn: (opening_cash: number) => posWrites.openShift({ location: store.id, opening_cash }),
    onSuccess: (shift) => {
      keepShift(store.id, shift);
      queryClient.setQueryData(posQueries.openShift(store.id).queryKey, shift);
    },
    onError: (error) => {
      setProblem(error.message);
      // Another device opened the store's shift meanwhile: sell in that one.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: posQueries.openShift(store.id).queryKey });
      }
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amount = text.trim() === '' ? 0 : parseMoney(text);
    if (amount === null) return setProblem('Số tiền không hợp lệ.');
    setProblem(null);
    open.mutate(amount);
  };
  return (
    <section className="mx-auto max-w-md space-y-4" aria-labelledby="pos-open-heading">
      <div>
        <h1 id="pos-open-heading" className="text-xl font-semibold">
          Mở ca: {store.name}
        </h1>
        <p className="text-sm text-gray-600">{store.address}</p>
      </div>
      <form onSubmit={submit} className="space-y-4 rounded-lg border border-gray-200 bg-white p-4">
        <MoneyInput
          label="Tiền đầu ca (tiền lẻ trong két)"
          value={text}
          onChange={setText}
          hint="Để trống nếu két không có tiền."
          error={problem}
          autoFocus
          large
        />
        <Button type="submit" busy={open.isPending} className="min-h-12 w-full text-base">
          Mở ca
        </Button>
      </form>
      <Button tone="ghost" className="min-h-11" onClick={onChangeStore}>
        Đổi cửa hàng
      </Button>
    </section>
  );
}
