'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { reportError, trackEvent } from '@/lib/analytics';
import { useFormDefinition } from '@/lib/forms/api/use-form-definition';
import { refusedFields } from '../api/submit-lead';
import { useSubmitLead } from '../api/use-submit-lead';
import { LeadFormBody } from './lead-form-body.client';

export interface LeadFormProps {
  munchkinId: string;
  formId: number;
  /** Where the back-to-home button goes (the locale's home). */
  homeHref: string;
  /** A page to go to after a successful submit, already localized. */
  thankYouHref?: string;
  thankYouMessage?: string;
}

/**
 * A lead-capture form defined in the marketing-automation provider: fetching, fetch error, the
 * form, submitting, success and submit error (spec section 4, "Form status").
 */
export function LeadForm({ munchkinId, formId, homeHref, thankYouHref, thankYouMessage }: LeadFormProps) {
  const t = useTranslations('LeadForm');
  const router = useRouter();
  const definition = useFormDefinition({ munchkinId, formId });
  const submission = useSubmitLead();
  const formName = definition.data?.name;
  // A definition once loaded stays on screen, even if a later refresh of it fails.
  const fetchFailed = definition.isError && !definition.data;

  // One report per failed load shown (also under StrictMode's double effects).
  const reportedFailure = useRef(0);
  useEffect(() => {
    if (!fetchFailed || reportedFailure.current === definition.errorUpdatedAt) return;
    reportedFailure.current = definition.errorUpdatedAt;
    reportError('form-fetch-error', { form_id: formId });
  }, [fetchFailed, definition.errorUpdatedAt, formId]);

  const successRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Keyboard and screen-reader users land on the outcome instead of on a control that is gone.
    if (submission.isSuccess) successRef.current?.focus();
  }, [submission.isSuccess]);

  if (!definition.data && !fetchFailed) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, minHeight: 320 }}>
        <CircularProgress size={32} aria-hidden />
        <Typography color="text.secondary">{t('loading')}</Typography>
      </Box>
    );
  }

  if (!definition.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void definition.refetch()} disabled={definition.isFetching}>
            {t('retry')}
          </Button>
        }
      >
        {t('fetch-error')}
      </Alert>
    );
  }

  if (submission.isSuccess) {
    return (
      <Box ref={successRef} tabIndex={-1} sx={{ outline: 'none' }}>
        <Alert severity="success" sx={{ mb: 3, fontSize: '1.0625rem' }}>
          {thankYouMessage ?? t('form-submit-success')}
        </Alert>
        <Button variant="contained" href={homeHref}>
          {t('backHome')}
        </Button>
      </Box>
    );
  }

  return (
    <LeadFormBody
      definition={definition.data}
      submitting={submission.isPending}
      // A lead the server refused for its fields shows their messages instead of submit-error.
      submitFailed={submission.isError && !refusedFields(submission.error)}
      onStart={() => trackEvent('form_start', { form_id: formId, form_name: formName })}
      onSubmit={async (fields, honeypot) => {
        try {
          await submission.mutateAsync({ munchkinId, formId, fields, honeypot });
        } catch (error) {
          reportError('form-submit-error', { form_id: formId });
          return refusedFields(error);
        }
        trackEvent('form_submit', { form_id: formId, form_name: formName });
        if (thankYouHref) router.push(thankYouHref);
        return null;
      }}
    />
  );
}
