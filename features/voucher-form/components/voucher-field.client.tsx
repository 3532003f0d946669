'use client';

import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldPath } from 'react-hook-form';
import type { VoucherControl, VoucherFormValues } from '../logic/voucher-request';

interface VoucherFieldProps {
  control: VoucherControl;
  name: FieldPath<VoucherFormValues>;
  id: string;
  label: string;
}

/**
 * One of the voucher form's fields bound to react-hook-form: its value, its message (an empty line
 * while there is none: a message appearing must not move what is below) and its invalid state.
 */
export function VoucherField({ control, name, id, label, ...field }: VoucherFieldProps & Omit<TextFieldProps, 'name' | 'id' | 'label' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'>) {
  const { field: bound, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <TextField
      {...field}
      id={id}
      name={bound.name}
      label={label}
      required
      value={bound.value}
      onChange={(event) => bound.onChange(event.target.value)}
      onBlur={bound.onBlur}
      inputRef={bound.ref}
      error={!!error}
      helperText={error ?? ' '}
    />
  );
}

interface VoucherSelectProps extends VoucherFieldProps {
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** A native select of the voucher form (a product, the distributor), with its placeholder first. */
export function VoucherSelect({ placeholder, options, ...field }: VoucherSelectProps) {
  return (
    <VoucherField {...field} fullWidth select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </VoucherField>
  );
}
