/**
 * A marketplace's settings (DESIGN §16): the location its orders take stock from, whose available figure is pushed
 * out (none chosen: the catalogue's selling location), and the units held back from that figure (so a last unit sold
 * here and there at once isn't sold twice).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type MarketplaceSettings, MarketplaceSettingsPatch } from '@shop/domain/marketplace-links.schemas';
import type { MarketplaceChannel } from '@shop/domain/order-source';
import type { AdminStoreLocation } from '@shop/domain/store-location.schemas';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/form-field';
import { ErrorState } from '../../components/list-states';
import { toNumber, toNumberOrNull } from '../../lib/number-input';
import { useStaffWrite } from '../../lib/use-staff-write';
import { marketplaceChanged, marketplaceWrites, marketplacesQueries } from './marketplaces.queries';

type FormValues = z.input<typeof MarketplaceSettingsPatch>;

/** The form's values of the settings: the default location as no choice (null), so it follows the catalogue's. */
const valuesOf = (s: MarketplaceSettings): FormValues => ({
  location: s.location,
  stock_buffer: s.stock_buffer,
});

export function MarketplaceSettingsForm({ channel }: { channel: MarketplaceChannel }) {
  const settings = useQuery(marketplacesQueries.settings(channel));
  const locations = useQuery(marketplacesQueries.locations());
  const error = settings.error ?? locations.error;
  if (error) {
    return (
      <ErrorState message={error.message} onRetry={() => void Promise.all([settings.refetch(), locations.refetch()])} />
    );
  }
  if (!settings.data || !locations.data) {
    return <div role="status" aria-label="Đang tải cài đặt…" className="h-24 animate-pulse rounded bg-gray-100" />;
  }
  return <SettingsForm channel={channel} settings={settings.data} locations={locations.data} />;
}

function SettingsForm({
  channel,
  settings,
  locations,
}: {
  channel: MarketplaceChannel;
  settings: MarketplaceSettings;
  locations: AdminStoreLocation[];
}) {
  const form = useForm<FormValues, unknown, MarketplaceSettingsPatch>({
    resolver: zodResolver(MarketplaceSettingsPatch),
    defaultValues: valuesOf(settings),
  });
  const { register, handleSubmit, formState, reset } = form;
  const save = useStaffWrite({
    write: (values: MarketplaceSettingsPatch) => marketplaceWrites.settings(channel, values),
    success: 'Đã lưu cài đặt sàn.',
    changed: (queryClient, saved) => {
      queryClient.setQueryData(marketplacesQueries.settings(channel).queryKey, saved);
      marketplaceChanged(queryClient, channel);
    },
    onDone: (saved) => reset(valuesOf(saved)),
    form,
    tell: 'toast',
  });
  // Only places that keep stock can give it; the one set stays listed whatever it became.
  const choices = locations.filter((l) => l.holds_stock || l.id === settings.location);
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(values))}
      aria-label="Cài đặt tồn kho trên sàn"
      className="grid gap-3 border-t border-gray-100 pt-4 sm:grid-cols-[1fr_10rem_auto] sm:items-start"
    >
      <SelectField
        label="Kho lấy hàng"
        hint="Đơn từ sàn trừ kho này; tồn có thể bán của kho này được đẩy lên sàn."
        error={formState.errors.location?.message}
        {...register('location', { setValueAs: toNumberOrNull })}
      >
        <option value="">
          {settings.location === null ? `Mặc định (${settings.effective_location_name})` : 'Mặc định của cửa hàng'}
        </option>
        {choices.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Giữ lại (đơn vị)"
        type="number"
        inputMode="numeric"
        min={0}
        hint="Trừ bớt khỏi số đẩy lên sàn."
        error={formState.errors.stock_buffer?.message}
        {...register('stock_buffer', { setValueAs: toNumber })}
      />
      <Button type="submit" tone="secondary" className="sm:mt-6" busy={save.isPending} disabled={!formState.isDirty}>
        Lưu cài đặt
      </Button>
    </form>
  );
}
