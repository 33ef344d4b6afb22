/**
 * The carriers' shop settings (DESIGN §11, admins): the pickup address, which carrier quotes at checkout and who pays
 * its fee, the packaging weight added to every parcel, the default parcel size and GHN's `required_note`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CARRIER_NAMES } from '@shop/domain/carrier.schemas';
import { type CarrierSettings, CarrierSettingsBody } from '@shop/domain/carrier-settings.schemas';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/form-field';
import { toNumber } from '../../lib/number-input';
import { useStaffWrite } from '../../lib/use-staff-write';
import { RequiredNoteOptions, SizeFields } from './parcel-fields';
import { PickupFields } from './pickup-fields';
import { carriersQueries, carriersWrites } from './carriers.queries';

/** The saved settings without what the server adds (carriers on, webhook URLs, the pickup in force). */
function bodyOf(s: CarrierSettings): CarrierSettingsBody {
  return {
    pickup: s.pickup,
    quoting_carrier: s.quoting_carrier,
    fee_mode: s.fee_mode,
    packaging_weight_grams: s.packaging_weight_grams,
    length_cm: s.length_cm,
    width_cm: s.width_cm,
    height_cm: s.height_cm,
    ghn_required_note: s.ghn_required_note,
  };
}

export function CarrierSettingsForm({ settings }: { settings: CarrierSettings }) {
  const form = useForm<CarrierSettingsBody>({
    resolver: zodResolver(CarrierSettingsBody) as never,
    defaultValues: bodyOf(settings),
  });
  const save = useStaffWrite({
    write: carriersWrites.settings,
    success: 'Đã lưu cài đặt đơn vị vận chuyển.',
    changed: (queryClient, saved) => queryClient.setQueryData(carriersQueries.settings().queryKey, saved),
    onDone: (saved) => form.reset(bodyOf(saved)),
    form,
    tell: 'page',
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
      className="space-y-5 rounded-lg border border-gray-200 bg-white p-4"
    >
      <PickupFields form={form} effective={settings.pickup_effective} />
      <QuotingFields form={form} settings={settings} />
      <fieldset className="grid gap-3 sm:grid-cols-4">
        <legend className="mb-2 text-base font-semibold">Kiện hàng mặc định</legend>
        <TextField
          label="Bao bì (gam)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint="Cộng vào khối lượng sản phẩm."
          error={errors.packaging_weight_grams?.message}
          {...form.register('packaging_weight_grams', { setValueAs: toNumber })}
        />
        <SizeFields register={(name) => form.register(name, { setValueAs: toNumber })} errors={errors} />
      </fieldset>
      <SelectField
        label="Cho khách xem hàng (GHN)"
        error={errors.ghn_required_note?.message}
        {...form.register('ghn_required_note')}
      >
        <RequiredNoteOptions />
      </SelectField>
      <Button type="submit" busy={save.isPending}>
        Lưu cài đặt
      </Button>
    </form>
  );
}

/** Which carrier quotes at checkout (among those switched on) and who pays its fee. */
function QuotingFields({ form, settings }: { form: UseFormReturn<CarrierSettingsBody>; settings: CarrierSettings }) {
  const { errors } = form.formState;
  const enabled = settings.carriers.filter((c) => c.enabled);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-base font-semibold">Báo phí khi đặt hàng</legend>
      <SelectField
        label="Hãng báo phí"
        hint={
          settings.quoting_carrier_effective
            ? `Đang dùng: ${CARRIER_NAMES[settings.quoting_carrier_effective]}.`
            : 'Chưa bật hãng nào: đơn ngoại tỉnh dùng phí cố định.'
        }
        error={errors.quoting_carrier?.message}
        {...form.register('quoting_carrier', { setValueAs: (v: string | null) => v || null })}
      >
        <option value="">Tự động (GHN khi bật cả hai)</option>
        {enabled.map((c) => (
          <option key={c.carrier} value={c.carrier}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Ai trả phí hãng" error={errors.fee_mode?.message} {...form.register('fee_mode')}>
        <option value="shop_pays">Cửa hàng trả, tính vào đơn hàng</option>
        <option value="carrier_collects">Khách trả cho hãng khi nhận hàng</option>
      </SelectField>
    </fieldset>
  );
}
