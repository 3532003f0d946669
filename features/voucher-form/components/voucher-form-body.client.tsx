'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, type Ref } from 'react';
import { get, useController, useForm, useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { FormRows } from '@/components/forms/form-rows.client';
import { typedBeforeLoad } from '@/components/forms/typed-before-load';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import { useHydrated } from '@/lib/browser/use-hydrated';
import type { FormDefinition } from '@/lib/forms/definition';
import { initialValues, type TranslateRule } from '@/lib/forms/form-schema';
import { visibleFields } from '@/lib/forms/visibility';
import type { VoucherRequestData } from '@/lib/vouchers/contract';
import { voucherFormSchema } from '../logic/form-rules';
import { addRow, initialRows, removeRow, type ProductRow } from '../logic/rows';
import type { VoucherControl, VoucherFormValues } from '../logic/voucher-request';
import type { VoucherDistributor, VoucherProduct } from '../schema';
import { DistributorField } from './distributor-field.client';
import { amountInputId, productInputId, ProductRows } from './product-rows.client';
import { typedIntoVoucherControls } from './typed-before-load';
import styles from './voucher-form.module.css';

/** The marketing fields of the configured Marketo form: none configured, on their way, failed, or there. */
export type MarketingFields =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void; retrying: boolean }
  | { status: 'ready'; definition: FormDefinition };

export interface VoucherCopy {
  amount: string;
  discount: string;
  distributor: string;
  consent: string;
}

interface VoucherFormBodyProps {
  idPrefix: string;
  products: readonly VoucherProduct[];
  distributors: readonly VoucherDistributor[];
  mapsAvailable: boolean;
  copy: VoucherCopy;
  marketing: MarketingFields;
  submitting: boolean;
  submitRef: Ref<HTMLButtonElement>;
  /** Sends the checked request; the form stays as it is whatever comes of it. */
  onSubmit: (request: VoucherRequestData) => Promise<void>;
}

const extraName = (name: string) => `extraFields.${name}` as FieldPath<VoucherFormValues>;

/** The voucher form's controls: products, distributor, marketing fields, consent; validation and submit. */
export function VoucherFormBody({ idPrefix, products, distributors, mapsAvailable, copy, marketing, submitting, submitRef, onSubmit }: VoucherFormBodyProps) {
  const t = useTranslations('VoucherForm');
  // The form kit's messages come with the marketing fields only (the block sends that namespace then).
  const kit = useTranslations('LeadForm');
  const definition = marketing.status === 'ready' ? marketing.definition : undefined;
  const rule = useMemo<TranslateRule>(() => (key, values) => kit(`validation.${key}`, values), [kit]);
  const schema = useMemo(() => voucherFormSchema({ products, distributors, definition }, { voucher: (key) => t(key), rule }), [products, distributors, definition, t, rule]);
  const { control, handleSubmit, getValues, setValue, clearErrors, formState } = useForm<VoucherFormValues, unknown, VoucherRequestData>({
    defaultValues: { products: initialRows(), distributor: '', consent: false, extraFields: definition ? initialValues(definition) : {} },
    resolver: zodResolver(schema),
    // Errors appear once a control is left, then follow every change.
    mode: 'onTouched',
    // The first invalid control in reading order is focused below (RHF's order is registration order).
    shouldFocusError: false,
  });
  const rows = useWatch({ control, name: 'products' });
  const extraValues = useWatch({ control, name: 'extraFields' });
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { distributor: `${idPrefix}-distributor`, consent: `${idPrefix}-consent`, extra: (name: string) => `${idPrefix}-extra-${name}` };

  // Marketing fields that arrive after the form (a retried load) start at their own initial values.
  useEffect(() => {
    if (!definition) return;
    for (const [name, value] of Object.entries(initialValues(definition))) if (getValues(extraName(name)) === undefined) setValue(extraName(name), value);
  }, [definition, getValues, setValue]);

  // The code loads when it is wanted (the root's island): what was entered into the server's markup
  // until then becomes the form's value, as if entered now.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedIntoVoucherControls(form, getValues());
    if (typed.products) setValue('products', typed.products, { shouldDirty: true });
    if (typed.distributor !== undefined) setValue('distributor', typed.distributor, { shouldDirty: true });
    if (typed.consent !== undefined) setValue('consent', typed.consent, { shouldDirty: true });
    if (definition) {
      const extra = getValues('extraFields');
      for (const [name, value] of Object.entries(typedBeforeLoad(form, visibleFields(definition, extra), extra, definition.country, extraName))) {
        setValue(extraName(name), value, { shouldDirty: true });
      }
    }
    // Once, when the live form mounts: later values are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Row errors are kept by position: a changed list is checked again (after a submit) or starts clean.
  const changeRows = (next: ProductRow[]) => {
    setValue('products', next, { shouldValidate: formState.isSubmitted });
    if (!formState.isSubmitted) clearErrors('products');
  };
  // The control to focus once the changed list is on screen.
  const focusNext = useRef<string | null>(null);
  const add = () => {
    const next = addRow(rows);
    // The new row's product is what comes next.
    focusNext.current = productInputId(idPrefix, next[next.length - 1]!);
    changeRows(next);
  };
  const remove = (row: ProductRow) => {
    const index = rows.findIndex((candidate) => candidate.id === row.id);
    const next = removeRow(rows, row.id);
    // The removed row's button goes: the focus goes to the product of the row now in its place.
    const successor = next[Math.min(index, next.length - 1)];
    focusNext.current = successor && successor.id !== row.id ? productInputId(idPrefix, successor) : null;
    changeRows(next);
  };
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [rows]);

  const focusFirstInvalid = (errors: FieldErrors<VoucherFormValues>) => {
    const order: [string, string][] = [
      ...getValues('products').flatMap((row, index): [string, string][] => [
        [`products.${index}.product`, productInputId(idPrefix, row)],
        [`products.${index}.amount`, amountInputId(idPrefix, row)],
      ]),
      ['distributor', ids.distributor],
      ...(definition ? visibleFields(definition, getValues('extraFields')).map((field): [string, string] => [extraName(field.name), ids.extra(field.name)]) : []),
      ['consent', ids.consent],
    ];
    const first = order.find(([path]) => get(errors, path));
    const element = first && document.getElementById(first[1]);
    if (!element) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  };

  const listError = formState.errors.products?.message ?? formState.errors.products?.root?.message;
  const hydrated = useHydrated();
  return (
    <form ref={formRef} noValidate aria-busy={submitting} onSubmit={handleSubmit(onSubmit, focusFirstInvalid)}>
      {/* A disabled fieldset disables every control in it while the voucher is on its way. */}
      <fieldset disabled={submitting} className={cx(styles.group, styles.form)}>
        <p className={cx(typography.body2, styles.copy)}>{t('requiredNote')}</p>

        <fieldset className={styles.group}>
          <legend className={typography.h4}>{t('productsHeading')}</legend>
          <p className={cx(typography.body1, styles.copy)}>{copy.amount}</p>
          <ProductRows
            idPrefix={idPrefix}
            control={control}
            rows={rows}
            products={products}
            listError={listError}
            onAdd={add}
            onRemove={remove}
          />
          <p className={cx(typography.body1, styles.discount)}>{copy.discount}</p>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={typography.h4}>{t('distributorHeading')}</legend>
          <p className={cx(typography.body1, styles.copy)}>{copy.distributor}</p>
          <DistributorField inputId={ids.distributor} control={control} distributors={distributors} mapsAvailable={mapsAvailable} />
        </fieldset>

        {marketing.status !== 'none' && (
          <fieldset className={styles.group}>
            <legend className={typography.h4}>{t('extraFieldsHeading')}</legend>
            {marketing.status === 'ready' && (
              <FormRows
                definition={marketing.definition}
                values={extraValues}
                control={control}
                nameOf={extraName}
                inputIdOf={ids.extra}
                selectPlaceholder={t('selectPlaceholder')}
              />
            )}
            {marketing.status === 'loading' && (
              <p role="status" className={cx(typography.body1, styles.copy)}>
                <CircularProgress size={20} aria-hidden sx={{ mr: 1.5, verticalAlign: 'middle' }} />
                {t('extraFieldsLoading')}
              </p>
            )}
            {marketing.status === 'failed' && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={marketing.retry} disabled={marketing.retrying}>
                    {t('retry')}
                  </Button>
                }
              >
                {t('extraFieldsError')}
              </Alert>
            )}
          </fieldset>
        )}

        <ConsentBox inputId={ids.consent} control={control} label={copy.consent} />
      </fieldset>

      <div className={styles.actions}>
        <Button
          ref={submitRef}
          type="submit"
          variant="contained"
          size="large"
          // Until hydrated a native submit would be a GET with the values in the address; without its
          // marketing fields the voucher cannot be checked.
          disabled={!hydrated || submitting || marketing.status === 'loading' || marketing.status === 'failed'}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ minWidth: 200, transition: 'none' }}
        >
          {submitting ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}

/** The consent checkbox in its box, which turns red while consent is missing (spec section 5). */
function ConsentBox({ inputId, control, label }: { inputId: string; control: VoucherControl; label: string }) {
  const { field, fieldState } = useController({ control, name: 'consent' });
  const error = fieldState.error?.message;
  const helperId = `${inputId}-helper`;
  return (
    <div className={cx(styles.consent, error && styles.consentInvalid)}>
      <FormControlLabel
        label={label}
        required
        control={
          <Checkbox
            id={inputId}
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-invalid': !!error, 'aria-describedby': error ? helperId : undefined } }}
          />
        }
      />
      {error && (
        <FormHelperText id={helperId} error>
          {error}
        </FormHelperText>
      )}
    </div>
  );
}
