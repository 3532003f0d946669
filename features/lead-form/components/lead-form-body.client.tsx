'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormRows } from '@/components/forms/form-rows.client';
import { typedBeforeLoad } from '@/components/forms/typed-before-load';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { formFields, type FormDefinition } from '@/lib/forms/definition';
import { buildFormSchema, initialValues, messageOf, toLeadFormFields, type TranslateRule } from '@/lib/forms/form-schema';
import type { LeadProblems } from '@/lib/forms/validation';
import { visibleFields, type FormValues } from '@/lib/forms/visibility';
import { Honeypot } from './honeypot';

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
        <FormRows
          definition={definition}
          values={values}
          control={control}
          nameOf={(name) => name}
          inputIdOf={(name) => inputIdOf(definition.id, name)}
          selectPlaceholder={t('selectPlaceholder')}
        />
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
