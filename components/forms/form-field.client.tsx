'use client';

import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { HTMLInputTypeAttribute } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldKind, fieldRule, type Country } from '@/lib/forms/country-rules';
import type { FormField as FormFieldModel } from '@/lib/forms/definition';
import { checkboxListInColumns } from '@/lib/forms/form-schema';
import { applyMask } from '@/lib/forms/masks';

export interface FormFieldProps<Values extends FieldValues, Transformed = Values> {
  field: FormFieldModel;
  control: Control<Values, unknown, Transformed>;
  /** Where the form keeps the field's value: its provider name, or that name under a prefix in a larger form. */
  name: FieldPath<Values>;
  country: Country | undefined;
  /** The id of the field's (first) input: the target of "focus the first invalid field". */
  inputId: string;
  /** A select's empty choice when the provider gives none, in the page's language. */
  selectPlaceholder: string;
}

/** What browsers and password managers may fill in, by field kind and provider name. */
function autoComplete(field: FormFieldModel): string | undefined {
  const kind = fieldKind(field);
  if (kind === 'email') return 'email';
  if (kind === 'phone') return 'tel';
  if (kind === 'postal') return 'postal-code';
  if (/^first_?name$/i.test(field.name)) return 'given-name';
  if (/^last_?name$/i.test(field.name)) return 'family-name';
  if (/^company$/i.test(field.name)) return 'organization';
  if (/^city$/i.test(field.name)) return 'address-level2';
  if (/^state$/i.test(field.name)) return 'address-level1';
  return undefined;
}

const inputTypes: Partial<Record<FormFieldModel['type'], HTMLInputTypeAttribute>> = { email: 'email', phone: 'tel' };
const inputModes = { email: 'email', phone: 'tel', number: 'decimal' } as const;

/** One field of a provider-defined form, as the MUI control its type calls for. */
export function FormField<Values extends FieldValues, Transformed = Values>({ field, control, name, country, inputId, selectPlaceholder }: FormFieldProps<Values, Transformed>) {
  const { field: input, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  const helperId = `${inputId}-helper`;
  // The message's line is kept while there is none (MUI renders ' ' as an empty line): a message that
  // appears when a field is left must not move the submit button from under the pointer on its way to it.
  const helperText = error ?? ' ';

  if (field.type === 'checkbox') {
    return (
      <FormControl error={!!error} required={field.required}>
        <FormControlLabel
          label={field.options[0]?.label || field.label}
          control={
            <Checkbox
              id={inputId}
              name={input.name}
              checked={input.value === true}
              onChange={(event) => input.onChange(event.target.checked)}
              onBlur={input.onBlur}
              slotProps={{ input: { ref: input.ref, 'aria-describedby': error ? helperId : undefined, 'aria-invalid': !!error } }}
            />
          }
        />
        <FormHelperText id={helperId}>{helperText}</FormHelperText>
      </FormControl>
    );
  }

  if (field.type === 'checkboxes') {
    const value: unknown = input.value;
    const selected: unknown[] = Array.isArray(value) ? value : [];
    const toggle = (value: string, checked: boolean) =>
      input.onChange(field.options.map((option) => option.value).filter((option) => (option === value ? checked : selected.includes(option))));
    return (
      <FormControl component="fieldset" error={!!error} required={field.required} aria-describedby={error ? helperId : undefined}>
        <FormLabel component="legend">{field.label}</FormLabel>
        <FormGroup
          sx={
            checkboxListInColumns(field.options)
              ? { display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, columnGap: 2 }
              : { display: 'flex', flexDirection: 'column' }
          }
          data-layout={checkboxListInColumns(field.options) ? 'columns' : 'list'}
        >
          {field.options.map((option, index) => (
            <FormControlLabel
              key={option.value}
              label={option.label}
              control={
                <Checkbox
                  id={index === 0 ? inputId : undefined}
                  name={input.name}
                  value={option.value}
                  slotProps={{ input: { ref: index === 0 ? input.ref : undefined } }}
                  checked={selected.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  onBlur={input.onBlur}
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText id={helperId}>{helperText}</FormHelperText>
      </FormControl>
    );
  }

  if (field.type === 'radio') {
    return (
      <FormControl component="fieldset" error={!!error} required={field.required} aria-describedby={error ? helperId : undefined}>
        <FormLabel component="legend">{field.label}</FormLabel>
        <RadioGroup name={input.name} value={typeof input.value === 'string' ? input.value : ''} onChange={(event) => input.onChange(event.target.value)}>
          {field.options.map((option, index) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              label={option.label}
              control={<Radio id={index === 0 ? inputId : undefined} slotProps={{ input: { ref: index === 0 ? input.ref : undefined } }} onBlur={input.onBlur} />}
            />
          ))}
        </RadioGroup>
        <FormHelperText id={helperId}>{helperText}</FormHelperText>
      </FormControl>
    );
  }

  const text = typeof input.value === 'string' ? input.value : '';
  const common = {
    id: inputId,
    name: input.name,
    label: field.label,
    required: field.required,
    fullWidth: true,
    error: !!error,
    helperText,
    inputRef: input.ref,
    value: text,
    onBlur: input.onBlur,
  };

  if (field.type === 'select') {
    const hasEmptyOption = field.options.some((option) => option.value === '');
    return (
      <TextField {...common} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} onChange={(event) => input.onChange(event.target.value)}>
        {!hasEmptyOption && <option value="">{field.placeholder ?? selectPlaceholder}</option>}
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
    );
  }

  const { mask } = fieldRule(field, country);
  const maxLength = mask && 'maxDigits' in mask ? mask.maxDigits : mask ? mask.pattern.length : field.maxLength;
  return (
    <TextField
      {...common}
      type={inputTypes[field.type] ?? 'text'}
      multiline={field.type === 'textarea'}
      minRows={field.type === 'textarea' ? 3 : undefined}
      placeholder={field.placeholder}
      autoComplete={autoComplete(field)}
      onChange={(event) => input.onChange(mask ? applyMask(mask, event.target.value) : event.target.value)}
      slotProps={{
        htmlInput: {
          maxLength,
          inputMode: field.type in inputModes ? inputModes[field.type as keyof typeof inputModes] : undefined,
        },
      }}
    />
  );
}
