/**
 * Who a staff order is for: the phone first — as it is typed, the customers whose phone (or name, e-mail) matches
 * show below; ↑/↓ and Enter (or a click) take one, filling the name, e-mail and their last address. Otherwise the
 * name and e-mail typed make a new customer (the server finds by phone, then e-mail, else creates one).
 */
import type { AdminCustomer } from '@shop/domain/admin-customers.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { TextField } from '../../components/form-field';
import { customersQueries } from '../customers';
import type { NewOrderValues } from './new-order-values';

const TYPE_DELAY_MS = 250;

export function CustomerFields({ form }: { form: UseFormReturn<NewOrderValues> }) {
  const queryClient = useQueryClient();
  const listId = useId();
  const phone = useWatch({ control: form.control, name: 'customer.phone' }) ?? '';
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<AdminCustomer | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(phone.replace(/\s+/g, '')), TYPE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phone]);
  const found = useQuery(customersQueries.lookup(search));
  const matches = chosen || search.length < 3 ? [] : (found.data?.results ?? []);
  const current = matches[Math.min(active, matches.length - 1)];

  const choose = async (c: AdminCustomer) => {
    setChosen(c);
    form.setValue('buyer_group', c.group);
    form.setValue('customer.phone', c.phone || phone, { shouldDirty: true });
    form.setValue('customer.name', c.name, { shouldDirty: true });
    form.setValue('customer.email', c.email.endsWith('@guest.local') ? '' : c.email, { shouldDirty: true });
    form.setFocus('source');
    const detail = await queryClient.fetchQuery(customersQueries.detail(c.id)).catch(() => null);
    const last = detail?.addresses[0];
    if (last && !form.getValues('shipping_address')) {
      for (const key of ['shipping_address', 'city', 'district', 'ward'] as const) {
        form.setValue(key, last[key], { shouldDirty: true });
      }
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!matches.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + matches.length) % matches.length);
    } else if (e.key === 'Enter' && current && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      void choose(current);
    }
  };

  const phoneField = form.register('customer.phone', {
    onChange: () => {
      setChosen(null);
      form.setValue('buyer_group', null);
    },
  });
  const errors = form.formState.errors.customer;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div className="relative">
        <TextField
          label="Số điện thoại"
          // The call starts with the number: the page opens with the cursor there.
          autoFocus
          type="tel"
          inputMode="tel"
          autoComplete="off"
          role="combobox"
          aria-expanded={matches.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current ? `${listId}-${current.id}` : undefined}
          hint={chosen ? `Khách cũ: ${chosen.orders_count} đơn` : 'Gõ số để tìm khách cũ'}
          error={errors?.phone?.message}
          onKeyDown={onKeyDown}
          {...phoneField}
        />
        {matches.length > 0 && (
          <ul
            id={listId}
            role="listbox"
            aria-label="Khách hàng phù hợp"
            className="absolute z-20 mt-1 w-full min-w-64 rounded-md border border-gray-200 bg-white py-1 text-sm shadow-lg"
          >
            {matches.map((c) => (
              <li
                key={c.id}
                id={`${listId}-${c.id}`}
                role="option"
                aria-selected={c === current}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => void choose(c)}
                className={`cursor-pointer px-3 py-2 ${c === current ? 'bg-brand-50' : ''}`}
              >
                <span className="font-medium">{c.name || '(Chưa có tên)'}</span> · {c.phone}
                <span className="block truncate text-xs text-gray-600">
                  {c.email} · {c.orders_count} đơn
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <TextField
        label="Tên khách hàng"
        autoComplete="off"
        error={errors?.name?.message}
        {...form.register('customer.name')}
      />
      <TextField
        label="Email (không bắt buộc)"
        type="email"
        autoComplete="off"
        error={errors?.email?.message}
        {...form.register('customer.email')}
      />
    </div>
  );
}
