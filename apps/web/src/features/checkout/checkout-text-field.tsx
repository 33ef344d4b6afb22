/**
 * A text field of the checkout form: its value and its error from the form, the error gone as soon as the field
 * is edited (spec 2 §5 checks again on submit), and its input handed to the form so a refused field gets the focus.
 */
import { type ComponentProps, type FocusEvent } from 'react';
import { useController } from 'react-hook-form';
import type { CheckoutFormApi } from './use-checkout-form';
import { TextField } from '../../components/ui/form-field';

type CheckoutTextKey = 'fullName' | 'email' | 'phone' | 'address';

export function CheckoutTextField({
  form,
  name,
  onBlur,
  ...props
}: { form: CheckoutFormApi; name: CheckoutTextKey } & Omit<
  ComponentProps<typeof TextField>,
  'value' | 'onValueChange' | 'error' | 'ref' | 'name' | 'form'
>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const { ref: focusTarget, value, onChange, onBlur: markTouched } = field;
  return (
    <TextField
      {...props}
      ref={focusTarget}
      value={value}
      onValueChange={(next) => {
        onChange(next);
        form.clearErrors(name);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        markTouched();
        onBlur?.(event);
      }}
      error={fieldState.error?.message}
    />
  );
}
