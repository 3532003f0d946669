'use client';

import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ModalProvider, useModal } from '@/components/modal/modal-provider.client';
import { buttonClasses } from '@/components/theme/button-classes';
import typography from '@/components/theme/typography.module.css';
import { useFormDefinition } from '@/lib/forms/api/use-form-definition';
import type { VoucherRequestData } from '@/lib/vouchers/contract';
import { submitVoucher, type IssuedVoucher } from '../api/submit-voucher';
import { confirmationMessage } from '../logic/confirmation';
import { submissionKeys } from '../logic/submission-key';
import type { VoucherDistributor, VoucherProduct } from '../schema';
import { VoucherFormBody, type MarketingFields, type VoucherCopy } from './voucher-form-body.client';
import styles from './voucher-form.module.css';

export interface VoucherFormProps {
  /** Prefix of the form's element ids (the block's node id): unique in the page. */
  idPrefix: string;
  munchkinId: string;
  /** The Marketo form of the marketing fields; none without it. */
  formId?: number;
  products: VoucherProduct[];
  distributors: VoucherDistributor[];
  mapsAvailable: boolean;
  copy: VoucherCopy;
  confirmation: {
    header: string;
    /** With `{email}` and `{voucherId}`. */
    message: string;
    /** Already resolved for the page's locale; an external one opens in a new tab. */
    cta: { label: string; href: string; target?: string; rel?: string };
  };
  rejected: { title: string; messages: string[] };
}

/**
 * The voucher form (spec sections 2, 4, 5): pending (the form), fulfilled (the confirmation) or
 * rejected (a dialog; closing it returns to pending with everything as it was entered).
 */
export function VoucherForm(props: VoucherFormProps) {
  const t = useTranslations('VoucherForm');
  return (
    <ModalProvider closeLabel={t('close')}>
      {props.formId === undefined ? <VoucherFlow {...props} marketing={{ status: 'none' }} /> : <WithMarketingFields {...props} formId={props.formId} />}
    </ModalProvider>
  );
}

/** The marketing fields' definition, as the server prefetched it or as the browser loads it again. */
function WithMarketingFields(props: VoucherFormProps & { formId: number }) {
  const definition = useFormDefinition({ munchkinId: props.munchkinId, formId: props.formId });
  const marketing: MarketingFields = definition.data
    ? { status: 'ready', definition: definition.data }
    : definition.isError
      ? { status: 'failed', retry: () => void definition.refetch(), retrying: definition.isFetching }
      : { status: 'loading' };
  return <VoucherFlow {...props} marketing={marketing} />;
}

type Status = 'pending' | 'fulfilled' | 'rejected';

function VoucherFlow({ idPrefix, munchkinId, products, distributors, mapsAvailable, copy, confirmation, rejected, marketing }: VoucherFormProps & { marketing: MarketingFields }) {
  const t = useTranslations('VoucherForm');
  const modal = useModal();
  const [status, setStatus] = useState<Status>('pending');
  const [submitting, setSubmitting] = useState(false);
  const [issued, setIssued] = useState<IssuedVoucher | null>(null);
  const [keys] = useState(submissionKeys);
  // Set before the first await: a second submit of the same click (a double click gets past the
  // button before it re-renders disabled) finds it and sends nothing.
  const inFlight = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  const backToForm = useCallback(() => {
    modal.close();
    setStatus('pending');
    submitRef.current?.focus();
  }, [modal]);

  const send = async (request: VoucherRequestData) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      setIssued(await submitVoucher(request, { munchkinId, idempotencyKey: keys.keyFor(request) }));
      setStatus('fulfilled');
    } catch {
      setStatus('rejected');
      modal.open(<RejectedMessage messages={rejected.messages} backLabel={t('backToForm')} onBack={backToForm} />, { title: rejected.title, preventClose: true });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  useEffect(() => {
    // Keyboard and screen-reader users land on the outcome instead of on a control that is gone.
    if (status === 'fulfilled') confirmationRef.current?.focus();
  }, [status]);

  if (status === 'fulfilled' && issued) {
    const { header, message, cta } = confirmation;
    return (
      <div ref={confirmationRef} tabIndex={-1} className={styles.confirmation}>
        <h3 className={typography.h3}>{header}</h3>
        <p className={typography.lead}>{confirmationMessage(message, issued)}</p>
        <a href={cta.href} target={cta.target} rel={cta.rel} className={buttonClasses({ variant: 'contained', size: 'large' })}>
          {cta.label}
        </a>
      </div>
    );
  }

  // Rejected keeps the form as it is under the dialog: every value stays for the next try.
  return (
    <VoucherFormBody
      idPrefix={idPrefix}
      products={products}
      distributors={distributors}
      mapsAvailable={mapsAvailable}
      copy={copy}
      marketing={marketing}
      submitting={submitting}
      submitRef={submitRef}
      onSubmit={send}
    />
  );
}

/**
 * The rejected dialog's words and its one way out, which returns to the form. The dialog is opened
 * with `preventClose` so every way out passes here; Escape too (before the dialog sees it).
 */
function RejectedMessage({ messages, backLabel, onBack }: { messages: string[]; backLabel: string; onBack: () => void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onBack();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [onBack]);
  return (
    <>
      {messages.map((message, index) => (
        <Typography key={index} sx={{ mb: 2 }}>
          {message}
        </Typography>
      ))}
      <Button variant="contained" onClick={onBack}>
        {backLabel}
      </Button>
    </>
  );
}
