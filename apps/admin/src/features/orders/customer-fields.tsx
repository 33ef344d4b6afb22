/**
 * Who a staff order is for (DESIGN §12): the phone first. Once the number (or the e-mail) is whole, the customers it
 * could be for show below with what proves each: the e-mail is theirs, orders to this number were delivered to them;
 * a number only typed into a profile proves nothing. ↑/↓ and Enter (or a click) confirm one: the order joins that
 * customer (`customer.id`), and their name, e-mail and last address fill in. Confirming none, the server takes the
 * e-mail's owner, else the one delivered to, else makes a new customer.
 */
import type { AdminCustomerMatch } from '@shop/domain/admin-customers.schemas';
import { OrderEmailField, isVietnameseMobile } from '@shop/domain/order.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { customersQueries } from '../customers';
import type { NewOrderValues } from './new-order-values';

const TYPE_DELAY_MS = 250;

/** The phone and e-mail to look up: each once it is whole, else blank. */
function contactOf(phone: string, email: string) {
  const digits = phone.replace(/\s+/g, '');
  const mail = OrderEmailField.safeParse(email);
  return { phone: isVietnameseMobile(digits) ? digits : '', email: mail.success ? mail.data : '' };
}

/** What ties a customer to this order, in words. */
function proofOf(m: AdminCustomerMatch): string {
  const proofs = [
    m.email_matches ? 'email trùng khớp' : '',
    m.delivered_orders > 0 ? `đã nhận ${m.delivered_orders} đơn giao tới số này` : '',
    m.kept_for_phone ? 'khách cửa hàng lưu theo số này, không có email' : '',
  ].filter(Boolean);
  return proofs.length ? proofs.join(', ') : 'chỉ ghi số này trong hồ sơ, chưa xác minh';
}

/** What happens when staff confirm no one. */
function withoutChoice(matches: AdminCustomerMatch[]): string {
  const auto = matches.find((m) => m.automatic);
  if (auto) return `Nếu không chọn, đơn thuộc về ${auto.name || auto.phone} (${proofOf(auto)}).`;
  return 'Chưa ai xác minh số này: nếu không chọn, đơn được ghi cho một khách hàng mới.';
}

/**
 * The customers the typed phone or e-mail could be (looked up once staff pause typing), the one confirmed, and
 * confirming: it fills in their details and last address.
 */
function useCustomerMatch(form: UseFormReturn<NewOrderValues>) {
  const queryClient = useQueryClient();
  const [phone = '', email = ''] = useWatch({ control: form.control, name: ['customer.phone', 'customer.email'] });
  const [contact, setContact] = useState({ phone: '', email: '' });
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<AdminCustomerMatch | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setContact(contactOf(phone, email)), TYPE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phone, email]);
  const found = useQuery(customersQueries.matches(contact));
  const asked = Boolean(contact.phone || contact.email);
  const matches = chosen || !asked ? [] : (found.data ?? []);
  const current = matches[Math.min(active, matches.length - 1)];

  const choose = async (c: AdminCustomerMatch) => {
    setChosen(c);
    form.setValue('buyer_group', c.group);
    form.setValue('customer.id', c.id, { shouldDirty: true });
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
  const unchoose = () => {
    setChosen(null);
    form.setValue('customer.id', undefined, { shouldDirty: true });
    form.setValue('buyer_group', null);
  };
  return { matches, current, chosen, setActive, choose, unchoose };
}

export function CustomerFields({ form }: { form: UseFormReturn<NewOrderValues> }) {
  const listId = useId();
  const { matches, current, chosen, setActive, choose, unchoose } = useCustomerMatch(form);
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

  // Another number is another customer: a confirmed match, and its group's prices, no longer hold.
  const phoneField = form.register('customer.phone', { onChange: () => chosen && unchoose() });
  const errors = form.formState.errors.customer;
  return (
    <div className="space-y-2">
      <div className="grid gap-3 sm:grid-cols-3">
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
          hint={chosen ? undefined : 'Gõ đủ số để tìm khách cũ'}
          error={errors?.phone?.message ?? errors?.id?.message}
          onKeyDown={onKeyDown}
          {...phoneField}
        />
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
      {chosen && (
        <p className="flex flex-wrap items-center gap-x-3 text-sm" aria-live="polite">
          <span>
            Khách đã chọn: <strong>{chosen.name || chosen.phone}</strong> · {chosen.orders_count} đơn ·{' '}
            {proofOf(chosen)}
          </span>
          <Button tone="ghost" onClick={unchoose}>
            Bỏ chọn
          </Button>
        </p>
      )}
      <MatchList listId={listId} matches={matches} current={current} onChoose={(c) => void choose(c)} />
    </div>
  );
}

/** The customers it could be, each with its proof, above what happens when none is confirmed. */
function MatchList({
  listId,
  matches,
  current,
  onChoose,
}: {
  listId: string;
  matches: AdminCustomerMatch[];
  current: AdminCustomerMatch | undefined;
  onChoose: (c: AdminCustomerMatch) => void;
}) {
  return (
    <div hidden={!matches.length}>
      <p className="mb-1 text-sm text-gray-700">{withoutChoice(matches)} Chọn khách để gắn đơn:</p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Khách hàng có số điện thoại hoặc email này"
        className="divide-y divide-gray-100 rounded-md border border-gray-200 bg-white text-sm"
      >
        {matches.map((c) => (
          <li
            key={c.id}
            id={`${listId}-${c.id}`}
            role="option"
            aria-selected={c === current}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onChoose(c)}
            className={`cursor-pointer px-3 py-2 ${c === current ? 'bg-brand-50' : ''}`}
          >
            <span className="font-medium">{c.name || '(Chưa có tên)'}</span> · {c.phone} · {c.orders_count} đơn
            <span className={`block text-xs ${c.automatic ? 'text-green-800' : 'text-gray-600'}`}>{proofOf(c)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
