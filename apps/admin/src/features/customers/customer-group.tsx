/**
 * A customer's group (DESIGN §13): the list's filter, and the select on the customer's page that moves them into a
 * group or out of any (the customers PATCH, audited); their next order and product page get the group's prices.
 */
import type { AdminCustomerDetail } from '@shop/domain/admin-customers.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { SelectField } from '../../components/form-field';
import { useStaffWrite } from '../../lib/use-staff-write';
import { customerGroupsQuery } from '../wholesale';
import { customerChanged, customerWrites } from './customers.queries';

const idOrNull = (value: string) => (value ? Number(value) : null);

/** The list's filter: every customer, or one group's members. */
export function CustomerGroupFilter({
  value,
  onChange,
}: {
  value?: number | undefined;
  onChange: (group?: number) => void;
}) {
  const groups = useQuery(customerGroupsQuery());
  return (
    <SelectField
      label="Nhóm khách hàng"
      value={value ?? ''}
      onChange={(e) => onChange(idOrNull(e.target.value) ?? undefined)}
      className="flex-[1_1_12rem]"
    >
      <option value="">Tất cả</option>
      {(groups.data ?? []).map((g) => (
        <option key={g.id} value={g.id}>
          {g.name}
        </option>
      ))}
    </SelectField>
  );
}

type GroupValues = { group: string };
const valuesOf = (c: AdminCustomerDetail): GroupValues => ({ group: c.group === null ? '' : String(c.group) });

export function CustomerGroupForm({ customer }: { customer: AdminCustomerDetail }) {
  const groups = useQuery(customerGroupsQuery());
  const form = useForm<GroupValues>({ defaultValues: valuesOf(customer) });
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(customer));
  }, [form, customer]);
  const save = useStaffWrite({
    write: (v: GroupValues) => customerWrites.update(customer.id, { group: idOrNull(v.group) }),
    success: 'Đã đổi nhóm khách hàng.',
    changed: customerChanged,
    onDone: (c) => form.reset(valuesOf(c)),
    form,
    fields: ['group'],
    tell: 'toast',
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))} className="space-y-3">
      <SelectField
        // The groups arriving replace the options: the browser would then select the first one ("no group") and the
        // page would hide the customer's group. A new select takes the form's value again.
        key={groups.data ? 'groups' : 'own'}
        label="Nhóm"
        hint="Khách trong nhóm được hưởng giá theo số lượng của nhóm ngay từ đơn tiếp theo."
        error={form.formState.errors.group?.message}
        {...form.register('group')}
      >
        <option value="">Không thuộc nhóm nào</option>
        {/* The customer's own group shows before the groups have loaded. */}
        {customer.group !== null && !groups.data && <option value={customer.group}>{customer.group_name}</option>}
        {(groups.data ?? []).map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </SelectField>
      <Button type="submit" tone="secondary" busy={save.isPending} disabled={!form.formState.isDirty}>
        Lưu nhóm
      </Button>
    </form>
  );
}
