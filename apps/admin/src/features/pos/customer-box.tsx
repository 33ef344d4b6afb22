/**
 * The sale's customer, found by phone (DESIGN §15): their group's quantity prices then apply to the lines. Without
 * one the sale is a walk-in customer's. Enter searches; one customer with exactly that number is taken at once.
 */
import type { AdminCustomer } from '@shop/domain/admin-customers.schemas';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/button';
import { customersByPhone } from './pos.queries';
import type { TillCustomer } from './till-state';

const digits = (s: string) => s.replace(/\D/g, '');

const asCustomer = (c: AdminCustomer): TillCustomer => ({
  id: c.id,
  name: c.name,
  phone: c.phone,
  group: c.group,
  groupName: c.group_name,
});

/** The phone typed, the customers it found, and choosing one (one with exactly that number is taken at once). */
function useCustomerSearch(onChange: (customer: TillCustomer | null) => void) {
  const [phone, setPhone] = useState('');
  const [found, setFound] = useState<AdminCustomer[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (c: AdminCustomer | null) => {
    onChange(c && asCustomer(c));
    setFound(null);
    setPhone('');
  };
  const search = async (e: FormEvent) => {
    e.preventDefault();
    const typed = digits(phone);
    if (typed.length < 3) return setProblem('Nhập số điện thoại của khách.');
    setBusy(true);
    setProblem(null);
    try {
      const page = await customersByPhone(typed);
      const exact = page.results.filter((c) => digits(c.phone) === typed);
      if (exact.length === 1) return choose(exact[0]!);
      if (!page.results.length) setProblem('Không có khách hàng với số này: bán như khách lẻ.');
      setFound(page.results);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { phone, setPhone, found, problem, busy, choose, search };
}

function ChosenCustomer({ customer, onClear }: { customer: TillCustomer; onClear: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3">
      <div>
        <p className="font-medium">
          Khách: {customer.name || 'Chưa có tên'} · {customer.phone}
        </p>
        <p className="text-sm text-gray-700">
          {customer.groupName ? `Nhóm: ${customer.groupName} (giá theo nhóm)` : 'Khách lẻ (không thuộc nhóm)'}
        </p>
      </div>
      <Button tone="secondary" className="min-h-11" onClick={onClear}>
        Bỏ chọn khách
      </Button>
    </div>
  );
}

export function CustomerBox({
  customer,
  onChange,
}: {
  customer: TillCustomer | null;
  onChange: (customer: TillCustomer | null) => void;
}) {
  const id = useId();
  const { phone, setPhone, found, problem, busy, choose, search } = useCustomerSearch(onChange);
  if (customer) return <ChosenCustomer customer={customer} onClear={() => onChange(null)} />;
  return (
    <form onSubmit={search} className="space-y-2" aria-label="Khách hàng">
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        Khách hàng (số điện thoại)
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          aria-describedby={problem ? `${id}-problem` : undefined}
          placeholder="Khách lẻ"
          className="min-h-11 min-w-0 flex-1 rounded-md border border-gray-300 px-3"
        />
        <Button type="submit" tone="secondary" busy={busy} className="min-h-11">
          Tìm
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="status" className="text-sm text-gray-700">
          {problem}
        </p>
      )}
      {found && found.length > 0 && (
        <ul aria-label="Khách hàng phù hợp" className="divide-y rounded-md border border-gray-200 bg-white">
          {found.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => choose(c)}
                className="min-h-11 w-full px-3 py-2 text-left hover:bg-brand-50"
              >
                {c.name || 'Chưa có tên'} · {c.phone}
                {c.group_name && <span className="text-sm text-gray-600"> · {c.group_name}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
