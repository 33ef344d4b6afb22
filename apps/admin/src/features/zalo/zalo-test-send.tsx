/** Sends one event's template, filled with sample data, to a staff member's phone: to check it before shoppers see it. */
import { ZALO_EVENTS, ZALO_EVENT_LABELS, ZaloTestSendRequest } from '@shop/domain/zalo.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/form-field';
import { useStaffWrite } from '../../lib/use-staff-write';
import { zaloWrites } from './zalo.queries';

export function ZaloTestSend() {
  const form = useForm<ZaloTestSendRequest>({
    resolver: zodResolver(ZaloTestSendRequest),
    defaultValues: { event: 'placed', phone: '' },
  });
  const send = useStaffWrite({
    write: zaloWrites.testSend,
    success: (sent) => `Đã gửi tin thử (mã tin ${sent.msg_id}).`,
    form,
    tell: 'toast',
  });
  return (
    <form
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-4"
      noValidate
    >
      <h2 className="font-semibold">Gửi thử</h2>
      <p className="text-sm text-gray-600">Gửi mẫu tin của một sự kiện, với dữ liệu mẫu, tới số Zalo của bạn.</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField label="Sự kiện" {...form.register('event')}>
          {ZALO_EVENTS.map((e) => (
            <option key={e} value={e}>
              {ZALO_EVENT_LABELS[e]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Số điện thoại nhận tin"
          type="tel"
          autoComplete="tel"
          placeholder="0912345678"
          error={form.formState.errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      <Button type="submit" busy={send.isPending}>
        Gửi thử
      </Button>
    </form>
  );
}
