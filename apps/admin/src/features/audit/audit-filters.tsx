/**
 * The audit page's filters, checked with the API's own schema (`AuditQuery`) so a bad value is named beside its
 * field before any request; applying them goes to the URL and back to page 1.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { AuditQuery } from '@shop/domain/admin-audit.schemas';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, auditActionLabel, auditTargetLabel } from '@shop/domain/audit-actions';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/form-field';
import type { AuditSearch } from './audit-search';

type FilterValues = Record<'actor' | 'target_type' | 'target_id' | 'action' | 'date_from' | 'date_to', string>;

function valuesOf(search: AuditSearch): FilterValues {
  const text = (v: string | number | undefined) => (v === undefined ? '' : String(v));
  return {
    actor: text(search.actor),
    target_type: text(search.target_type),
    target_id: text(search.target_id),
    action: text(search.action),
    date_from: text(search.date_from),
    date_to: text(search.date_to),
  };
}

/** A select's options: the domain's names, and the URL's value too when it is one of no label (an older row's). */
function NameOptions({
  names,
  current,
  label,
}: {
  names: readonly string[];
  current: string | undefined;
  label: (name: string) => string;
}) {
  const all = current && !names.includes(current) ? [...names, current] : names;
  return all.map((name) => (
    <option key={name} value={name}>
      {label(name)}
    </option>
  ));
}

export function AuditFilters({ search }: { search: AuditSearch }) {
  const navigate = useNavigate();
  const form = useForm<FilterValues, unknown, AuditQuery>({
    // The schema reads any input (a URL's text); the form gives it strings.
    resolver: zodResolver(AuditQuery) as Resolver<FilterValues, unknown, AuditQuery>,
    defaultValues: valuesOf(search),
  });
  const { errors } = form.formState;
  // Back and forward change the URL under the form: show what the list shows.
  useEffect(() => form.reset(valuesOf(search)), [form, search]);

  const onSubmit = form.handleSubmit((q) =>
    navigate({
      to: '/audit',
      search: {
        actor: q.actor,
        target_type: q.target_type,
        target_id: q.target_id,
        action: q.action,
        date_from: q.date_from,
        date_to: q.date_to,
      },
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Lọc nhật ký"
      className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7"
    >
      <TextField
        label="Người thực hiện"
        placeholder="Email hoặc mã tài khoản"
        className="xl:col-span-2"
        error={errors.actor?.message}
        {...form.register('actor')}
      />
      <SelectField label="Đối tượng" error={errors.target_type?.message} {...form.register('target_type')}>
        <option value="">Tất cả</option>
        <NameOptions names={AUDIT_TARGET_TYPES} current={search.target_type} label={auditTargetLabel} />
      </SelectField>
      <TextField
        label="Mã đối tượng"
        inputMode="numeric"
        error={errors.target_id?.message}
        {...form.register('target_id')}
      />
      <SelectField label="Thao tác" error={errors.action?.message} {...form.register('action')}>
        <option value="">Tất cả</option>
        <NameOptions names={AUDIT_ACTIONS} current={search.action} label={auditActionLabel} />
      </SelectField>
      <TextField label="Từ ngày" type="date" error={errors.date_from?.message} {...form.register('date_from')} />
      <TextField label="Đến ngày" type="date" error={errors.date_to?.message} {...form.register('date_to')} />
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4 xl:col-span-7">
        <Button type="submit">Lọc</Button>
        <Button tone="secondary" onClick={() => void navigate({ to: '/audit', search: {} })}>
          Xóa lọc
        </Button>
      </div>
    </form>
  );
}
