'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import { ApiError } from '@/lib/api-client';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { redemptionKinds, type RedemptionKind, type RedemptionRecipient } from '@/lib/loyalty/contract';
import { refusedRedemptionFields } from '../../api/redemptions';
import { useSubmitRedemption } from '../../api/use-redemptions';
import { formatPoints, parseRedemptionAmount } from '../../logic/number-formats';
import { useRedeemFlow } from './redeem-context.client';
import { NOTE_MAX_LENGTH, recipientsFor, redeemSteps, type RedeemField } from './redeem-steps';
import styles from './redeem.module.css';


/** The steps that ask something, in order; the review is the last of `redeemSteps`. */
const ASKING_STEPS = redeemSteps.length - 1;

/**
 * The redeem flow's steps (spec §2: kind, amount, recipient, optional note, review) and its outcome;
 * with nothing to redeem, the empty state instead (a redemption's outcome stays in view).
 * Each step is a form: Enter goes on, Back keeps what was entered; after each move the step's
 * heading (or the refused field) takes the focus. Needs a `RedeemFlowProvider` above it.
 */
export function RedeemWizard() {
  const t = useTranslations('LoyaltyRedeem');
  const flow = useRedeemFlow();
  const ids = useId();
  const panel = useRef<HTMLDivElement>(null);

  // Once per move, and not on the first render: the page's load must not pull the focus down to the flow.
  const focusedMove = useRef(flow.moves);
  useEffect(() => {
    if (focusedMove.current === flow.moves || !panel.current) return;
    focusedMove.current = flow.moves;
    const find = (selector: string) => panel.current?.querySelector<HTMLElement>(selector) ?? null;
    const refused = flow.step !== 'review' && flow.errors[flow.step] ? (find('[aria-invalid="true"]') ?? find('[data-refused]:checked') ?? find('[data-refused]')) : null;
    (refused ?? find('[data-focus-target]'))?.focus();
  }, [flow.moves, flow.step, flow.errors]);

  if (flow.done) {
    return (
      <div ref={panel} className={styles.panel}>
        <div role="status" tabIndex={-1} data-focus-target className={styles.outcome}>
          <h3 className={typography.h6}>{t('success.title')}</h3>
          <p className={typography.body1}>{t('success.body', { points: formatPoints(flow.done.amount) })}</p>
          <button type="button" onClick={flow.restart} className={buttonClasses({ variant: 'outlined' })}>
            {t('success.again')}
          </button>
        </div>
      </div>
    );
  }

  if (flow.member.orbiaPoints < 1) {
    return (
      <div className={styles.panel}>
        <h3 className={typography.h6}>{t('empty.title')}</h3>
        <p className={typography.body2}>{t('empty.body')}</p>
      </div>
    );
  }

  const stepNumber = redeemSteps.indexOf(flow.step) + 1;
  return (
    <div ref={panel} className={styles.panel}>
      <ol className={styles.steps} aria-label={t('stepsLabel')}>
        {redeemSteps.map((step) => (
          <li key={step} aria-current={step === flow.step ? 'step' : undefined}>
            {t(`steps.${step}`)}
          </li>
        ))}
      </ol>
      <h3 tabIndex={-1} data-focus-target className={cx(typography.h6, styles.stepHeading)}>
        <span className={styles.hint}>{flow.step === 'review' ? null : t('stepOf', { current: stepNumber, total: ASKING_STEPS })} </span>
        {t(`steps.${flow.step}`)}
      </h3>
      {flow.step === 'kind' && <KindStep id={`${ids}-kind`} />}
      {flow.step === 'amount' && <AmountStep id={`${ids}-amount`} />}
      {flow.step === 'recipient' && <RecipientStep id={`${ids}-recipient`} />}
      {flow.step === 'note' && <NoteStep id={`${ids}-note`} />}
      {flow.step === 'review' && <ReviewStep />}
    </div>
  );
}

/** A step's form: Enter or Continue checks it and goes on; Back (not on the first step) keeps everything. */
function StepForm({ step, children }: { step: RedeemField; children: ReactNode }) {
  const t = useTranslations('LoyaltyRedeem');
  const flow = useRedeemFlow();
  // False in the server's markup, which stands until the code loads (loadWhenWanted): a submit
  // button there would send the form as a plain GET, so it is a plain button until then.
  const live = useHydrated();
  return (
    <form
      noValidate
      aria-label={t(`steps.${step}`)}
      onSubmit={(event) => {
        event.preventDefault();
        flow.next();
      }}
    >
      {children}
      <div className={styles.actions}>
        {step !== 'kind' && (
          <button type="button" onClick={flow.back} className={buttonClasses({ variant: 'outlined' })}>
            {t('back')}
          </button>
        )}
        <button type={live ? 'submit' : 'button'} className={buttonClasses({ variant: 'contained' })}>
          {t('next')}
        </button>
      </div>
    </form>
  );
}

/** The field codes the flow and the route give (the route's `details`), each with its message. */
const fieldCodes = [
  'kind_required',
  'kind_invalid',
  'amount_required',
  'amount_not_integer',
  'amount_too_small',
  'amount_exceeds_balance',
  'recipient_invalid',
  'group_requires_leader',
  'note_too_long',
] as const;
const isFieldCode = (code: string): code is (typeof fieldCodes)[number] => (fieldCodes as readonly string[]).includes(code);

/** A field's refusal in the member's words, under the field (`id` names it for aria-describedby). */
function FieldError({ id, field }: { id: string; field: RedeemField }) {
  const t = useTranslations('LoyaltyRedeem.errors');
  const flow = useRedeemFlow();
  const code = flow.errors[field];
  if (!code) return null;
  const values = { max: field === 'note' ? NOTE_MAX_LENGTH : formatPoints(Math.max(flow.member.orbiaPoints, 0)) };
  return (
    <p id={id} className={styles.fieldError}>
      {isFieldCode(code) ? t(code, values) : t('other')}
    </p>
  );
}

/** A choice among options as radio buttons in a fieldset, the refusal under them. */
function Choice<Value extends string>({ id, name, legend, options, value, onChange, field }: {
  id: string;
  name: string;
  legend: string;
  options: { value: Value; label: string }[];
  value: Value | null;
  onChange: (value: Value) => void;
  field: RedeemField;
}) {
  const flow = useRedeemFlow();
  const invalid = flow.errors[field] !== undefined;
  return (
    <fieldset className={styles.fieldset} aria-describedby={invalid ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.value}>
            <label className={styles.option}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                // Radios take no aria-invalid: the group is described by its error; this marks where the focus goes.
                data-refused={invalid || undefined}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={`${id}-error`} field={field} />
    </fieldset>
  );
}

function KindStep({ id }: { id: string }) {
  const t = useTranslations('LoyaltyRedeem');
  const flow = useRedeemFlow();
  const group = useRef<HTMLDivElement>(null);

  // A kind ticked in the server's markup before this code loaded (lib/browser/load-when-wanted.client.tsx
  // carries the tick over): the flow adopts it.
  useEffect(() => {
    const ticked = group.current?.querySelector<HTMLInputElement>('input[name="redemption-kind"]:checked')?.value;
    if (!flow.draft.kind && ticked && (redemptionKinds as readonly string[]).includes(ticked)) flow.update('kind', ticked as RedemptionKind);
    // Once, as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <StepForm step="kind">
      <div ref={group}>
        <Choice
          id={id}
          name="redemption-kind"
          field="kind"
          legend={t('kindLegend')}
          options={redemptionKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          value={flow.draft.kind}
          onChange={(kind) => flow.update('kind', kind)}
        />
      </div>
    </StepForm>
  );
}

function AmountStep({ id }: { id: string }) {
  const t = useTranslations('LoyaltyRedeem');
  const flow = useRedeemFlow();
  const invalid = flow.errors.amount !== undefined;
  return (
    <StepForm step="amount">
      <label htmlFor={id} className={styles.label}>
        {t('amountLabel')}
      </label>
      <input
        id={id}
        name="redemption-amount"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={styles.input}
        value={flow.draft.amountText}
        onChange={(event) => flow.update('amountText', event.target.value)}
        aria-invalid={invalid}
        aria-describedby={cx(`${id}-hint`, invalid && `${id}-error`)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('amountHint', { max: formatPoints(Math.max(flow.member.orbiaPoints, 0)) })}
      </p>
      <FieldError id={`${id}-error`} field="amount" />
    </StepForm>
  );
}

function RecipientStep({ id }: { id: string }) {
  const t = useTranslations('LoyaltyRedeem');
  const flow = useRedeemFlow();
  const group = flow.member.familiarGroup?.nmGroup ?? '';
  return (
    <StepForm step="recipient">
      <Choice<RedemptionRecipient>
        id={id}
        name="redemption-recipient"
        field="recipient"
        legend={t('recipientLegend')}
        options={recipientsFor(flow.member).map((recipient) => ({ value: recipient, label: t(`recipients.${recipient}`, { group }) }))}
        value={flow.draft.recipient}
        onChange={(recipient) => flow.update('recipient', recipient)}
      />
    </StepForm>
  );
}

function NoteStep({ id }: { id: string }) {
  const t = useTranslations('LoyaltyRedeem');
  const flow = useRedeemFlow();
  const invalid = flow.errors.note !== undefined;
  return (
    <StepForm step="note">
      <label htmlFor={id} className={styles.label}>
        {t('noteLabel')}
      </label>
      <textarea
        id={id}
        name="redemption-note"
        className={cx(styles.input, styles.textarea)}
        value={flow.draft.note}
        onChange={(event) => flow.update('note', event.target.value)}
        aria-invalid={invalid}
        aria-describedby={cx(`${id}-count`, invalid && `${id}-error`)}
      />
      <p id={`${id}-count`} className={styles.hint}>
        {t('noteCount', { count: flow.draft.note.trim().length, max: NOTE_MAX_LENGTH })}
      </p>
      <FieldError id={`${id}-error`} field="note" />
    </StepForm>
  );
}

/**
 * The request as it will be sent, and the send. A second click while it is on its way sends
 * nothing more; a failure keeps everything and a retry resends the same attempt (its key): the
 * programme makes one request of them all. Fields the server refuses go back to their step.
 */
function ReviewStep() {
  const t = useTranslations('LoyaltyRedeem');
  const flow = useRedeemFlow();
  const submission = useSubmitRedemption();
  const sending = useRef(false);
  const live = useHydrated();
  const amount = parseRedemptionAmount(flow.draft.amountText, Number.MAX_SAFE_INTEGER);
  const points = amount.ok ? amount.amount : 0;

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const attempt = flow.attempt;
    if (sending.current || !attempt) return;
    sending.current = true;
    try {
      flow.succeeded(await submission.mutateAsync(attempt));
    } catch (error) {
      const refused = refusedRedemptionFields(error);
      if (refused) flow.showRefusal(refused);
      // The key went with another request (the programme refused it): the next send gets a new one.
      else if (error instanceof ApiError && error.status === 409) flow.renewAttempt();
    } finally {
      sending.current = false;
    }
  }

  const failed = submission.isError && !refusedRedemptionFields(submission.error);
  return (
    <form noValidate aria-label={t('steps.review')} onSubmit={send}>
      {flow.resumed && <p className={styles.notice}>{t('resumed')}</p>}
      {failed && (
        <div role="alert" className={styles.alert}>
          <p className={styles.alertTitle}>{t('submitError.title')}</p>
          <p>{t('submitError.body')}</p>
        </div>
      )}
      <p className={cx(typography.body2, styles.legend)}>{t('reviewIntro')}</p>
      <dl className={styles.summary}>
        <dt>{t('review.kind')}</dt>
        <dd>{flow.draft.kind && t(`kinds.${flow.draft.kind}`)}</dd>
        <dt>{t('review.amount')}</dt>
        <dd>{t('points', { points: formatPoints(points) })}</dd>
        <dt>{t('review.recipient')}</dt>
        <dd>{t(`recipients.${flow.draft.recipient}`, { group: flow.member.familiarGroup?.nmGroup ?? '' })}</dd>
        <dt>{t('review.note')}</dt>
        <dd>{flow.draft.note.trim() || t('review.noNote')}</dd>
        <dt>{t('review.balanceAfter')}</dt>
        <dd>{t('points', { points: formatPoints(flow.member.orbiaPoints - points) })}</dd>
      </dl>
      <div className={styles.actions}>
        <button type="button" onClick={flow.back} disabled={submission.isPending} className={buttonClasses({ variant: 'outlined' })}>
          {t('back')}
        </button>
        <button type={live ? 'submit' : 'button'} aria-disabled={submission.isPending} className={buttonClasses({ variant: 'contained' })}>
          {submission.isPending ? t('submitting') : failed ? t('submitError.retry') : t('submit')}
        </button>
      </div>
    </form>
  );
}

