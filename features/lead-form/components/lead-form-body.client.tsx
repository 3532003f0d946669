'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { formFields, type FormDefinition, type FormItem } from '@/lib/forms/definition';
import { buildFormSchema, initialValues, messageOf, toLeadFormFields, type TranslateRule } from '../logic/form-schema';
import type { LeadProblems } from '../logic/validation';
import { isItemVisible, visibleFields, type FormValues } from '../logic/visibility';
import { FormField } from './form-field.client';
import { Honeypot } from './honeypot';
import { typedBeforeLoad } from './typed-before-load';

interface LeadFormBodyProps {
  definition: FormDefinition;
  submitting: boolean;
  /** The submit failed for a reason other than the fields (submit-error). */
  submitFailed: boolean;
  /** The first focus or input in the form (the `form_start` moment). */
  onStart: () => void;
  /** Sends the lead; resolves with the fields the server refused it for, if it did. */
  onSubmit: (fields: Record<string, string>, honeypot: string) => Promise<LeadProblems | null>;
}

const inputIdOf = (formId: number, name: string) => `lead-form-${formId}-${name}`;

function Row({ columns, children }: { columns: number; children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` } }}>{children}</Box>;
}

/** The filled-in part of a lead form: fields laid out in the provider's rows, validation, submit. */
export function LeadFormBody({ definition, submitting, submitFailed, onStart, onSubmit }: LeadFormBodyProps) {
  const t = useTranslations('LeadForm');
  const translate = useMemo<TranslateRule>(() => (key, values) => t(`validation.${key}`, values), [t]);
  const schema = useMemo(() => buildFormSchema(definition, translate), [definition, translate]);
  const { control, handleSubmit, getValues, setError, setValue } = useForm<FormValues>({
    defaultValues: initialValues(definition),
    resolver: zodResolver(schema),
    // Errors appear once a field is left, then follow every keystroke: no shouting while typing.
    mode: 'onTouched',
    // We focus the first invalid field in reading order ourselves (RHF's order is registration order).
    shouldFocusError: false,
  });
  // Visibility rules depend on what is filled in, so the layout follows every change.
  const values = useWatch({ control }) as FormValues;
  const started = useRef(false);
  // Provider field names have no hyphen, so no field's input can take this id.
  const honeypotId = `lead-form-${definition.id}-trap-website`;

  const start = () => {
    if (started.current) return;
    started.current = true;
    onStart();
  };

  // The form's code loads when it is wanted (lead-form-root-island.client.tsx): whatever was typed
  // into the server's markup before then becomes the form's value, as if typed now.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!formRef.current) return;
    const typed = typedBeforeLoad(formRef.current, visibleFields(definition, getValues()), getValues(), definition.country);
    for (const [name, value] of Object.entries(typed)) setValue(name, value, { shouldDirty: true });
    if (Object.keys(typed).length > 0) start();
    // Once, when the live form mounts: later values are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const focusFirstInvalid = (invalid: Partial<Record<string, unknown>>) => {
    const first = visibleFields(definition, getValues()).find((field) => invalid[field.name]);
    const element = first && document.getElementById(inputIdOf(definition.id, first.name));
    if (!element) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  };

  const send = async (valid: FormValues, honeypot: string) => {
    const refused = await onSubmit(toLeadFormFields(definition, valid), honeypot);
    if (!refused) return;
    // The server checks with the same rules; a field it still refuses is shown as the browser would show it.
    const fields = new Map(formFields(definition).map((field) => [field.name, field]));
    for (const [name, keys] of Object.entries(refused)) {
      const field = fields.get(name);
      if (field && keys[0]) setError(name, { type: 'server', message: messageOf(field, keys[0], translate) });
    }
    focusFirstInvalid(refused);
  };

  const renderItem = (item: FormItem, key: string): ReactNode => {
    if (!isItemVisible(item, values)) return null;
    if (item.kind === 'html') {
      // Sanitized on our server when the definition was read from the provider.
      return <Box key={key} sx={{ color: 'text.secondary', fontSize: '0.9375rem', '& p': { m: 0 } }} dangerouslySetInnerHTML={{ __html: item.html }} />;
    }
    if (item.kind === 'fieldset') {
      return (
        <Box key={key} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: { xs: 2, sm: 3 }, pt: 1, pb: 3, m: 0, display: 'grid', gap: 2.5 }}>
          <Typography component="legend" variant="h4" sx={{ px: 1 }}>
            {item.legend}
          </Typography>
          {renderRows(item.rows, key)}
        </Box>
      );
    }
    if (item.type === 'hidden') return null;
    return <FormField key={key} field={item} control={control} country={definition.country} inputId={inputIdOf(definition.id, item.name)} />;
  };

  const renderRows = (rows: readonly (readonly FormItem[])[], prefix: string) =>
    rows.map((row, rowIndex) => {
      const items = row.map((item, index) => renderItem(item, `${prefix}-${rowIndex}-${index}`)).filter(Boolean);
      return items.length === 0 ? null : (
        <Row key={`${prefix}-${rowIndex}`} columns={items.length}>
          {items}
        </Row>
      );
    });

  const hydrated = useHydrated();
  return (
    <Box
      ref={formRef}
      component="form"
      noValidate
      aria-busy={submitting}
      onFocus={start}
      onInput={start}
      onSubmit={(event) => {
        const trap = event.currentTarget.ownerDocument.getElementById(honeypotId);
        const honeypot = trap instanceof HTMLInputElement ? trap.value : '';
        return handleSubmit((valid) => send(valid, honeypot), focusFirstInvalid)(event);
      }}
    >
      <Honeypot id={honeypotId} />
      {/* A disabled fieldset disables every control in it while the lead is on its way. */}
      <Box component="fieldset" disabled={submitting} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('requiredNote')}
        </Typography>
        {renderRows(definition.rows, 'row')}
      </Box>
      {submitFailed && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {t('submit-error')}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        // Until hydrated the form cannot send a lead: a native submit would be a GET with the fields in the address.
        disabled={!hydrated || submitting}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        // No colour transition: the switch from disabled (before hydration) to enabled would pass
        // through colours that fail contrast while it lasts.
        sx={{ mt: 3, minWidth: 200, transition: 'none' }}
      >
        {submitting ? t('submitting') : definition.submitLabel || t('submit')}
      </Button>
    </Box>
  );
}
