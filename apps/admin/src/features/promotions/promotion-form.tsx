/**
 * The voucher form, for a new voucher and an existing one: the kind (percentage with an optional cap,
 * fixed amount, free shipping), minimum purchase, per-user and total limits, the window in shop time, the
 * description and image, active; with the live preview. The domain's `PromotionInput` checks it here and the server
 * checks it again; the server's field messages (a code already taken) come back onto the fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminPromotionDetail, PromotionInput } from '@shop/domain/admin-promotions.schemas';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/button';
import { useStaffWrite } from '../../lib/use-staff-write';
import { type PromotionFormValues, type VoucherKind, kindOf } from './promotion-form-values';
import { PromotionDisplaySection, PromotionLimitsSection, PromotionTermsSection } from './promotion-form-sections';
import { promotionChanged } from './promotions.queries';
import { VoucherPreview } from './voucher-preview';

export function PromotionForm({
  defaultValues,
  save,
  success,
  onSaved,
  submitLabel,
}: {
  defaultValues: PromotionFormValues;
  /** Sends the form (create or update); the answered voucher goes into the cache. */
  save: (values: PromotionInput) => Promise<AdminPromotionDetail>;
  success: string | ((promotion: AdminPromotionDetail) => string);
  /** After the success toast (a new voucher: its page). */
  onSaved?: (promotion: AdminPromotionDetail) => unknown;
  submitLabel: string;
}) {
  const form = useForm<PromotionFormValues, unknown, PromotionInput>({
    resolver: zodResolver(PromotionInput),
    defaultValues,
  });
  const { control, handleSubmit, setValue } = form;
  const [kind, setKind] = useState<VoucherKind>(() =>
    defaultValues.value === undefined
      ? 'percentage'
      : kindOf({ ...defaultValues, is_percentage: !!defaultValues.is_percentage }),
  );
  const terms = useWatch({ control, name: ['value', 'is_percentage', 'max_discount', 'min_purchase_amount'] });

  const changeKind = (next: VoucherKind) => {
    setKind(next);
    setValue('is_percentage', next === 'percentage', { shouldDirty: true });
    if (next !== 'percentage') setValue('max_discount', null, { shouldDirty: true });
    // Free shipping is value 0; leaving it, the value must be typed again.
    if (next === 'free_shipping') setValue('value', 0, { shouldDirty: true });
    else if (kind === 'free_shipping') setValue('value', undefined as unknown as number, { shouldDirty: true });
  };

  const write = useStaffWrite({ write: save, success, changed: promotionChanged, onDone: onSaved, form, tell: 'page' });
  const submit = handleSubmit((values) => write.mutate(values));

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <PromotionTermsSection form={form} kind={kind} onKindChange={changeKind} />
      <PromotionLimitsSection form={form} />
      <PromotionDisplaySection form={form} />

      <VoucherPreview
        terms={{
          value: typeof terms[0] === 'number' && !Number.isNaN(terms[0]) ? terms[0] : undefined,
          is_percentage: Boolean(terms[1]),
          max_discount: typeof terms[2] === 'number' && !Number.isNaN(terms[2]) ? terms[2] : null,
          min_purchase_amount: typeof terms[3] === 'number' ? terms[3] : undefined,
        }}
      />

      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-gray-200 bg-white/95 py-3">
        <Button type="submit" busy={write.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
