'use client';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { useEffect, useReducer, useRef, useState } from 'react';
import { ErrorCard } from '@/components/error-card/error-card';
import { ModalProvider, useModal } from '@/components/modal/modal-provider.client';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { AdvisoryAnswer } from '@/lib/planting-advisory/contract';
import { useAdvisory, useSaveAdvisory } from '../api/use-advisory';
import {
  advisorySteps,
  choicesReducer,
  fromSaved,
  initialChoices,
  isStepComplete,
  nextStep,
  previousStep,
  toSaved,
  type AdvisoryChoices,
  type AdvisoryStep,
} from '../logic/advisory-state';
import { AdvisorySkeleton } from './advisory-skeleton';
import { AdvisorySummary } from './advisory-summary.client';
import { EnvironmentChoices, FieldChoices } from './choice-fields.client';
import { ConnectAccount } from './connect-account.client';
import { EditAdvisory } from './edit-advisory.client';
import styles from './planting-advisory.module.css';

export interface AdvisoryFlowProps {
  quotationHref: string;
  connectHref: string;
}

/** The flow for a signed-in user: their farms from our route, then the steps; its modals in a provider of its own. */
export function AdvisoryFlow(props: AdvisoryFlowProps) {
  const t = useTranslations('PlantingAdvisory');
  return (
    <ModalProvider closeLabel={t('close')}>
      <AdvisoryData {...props} />
    </ModalProvider>
  );
}

function AdvisoryData(props: AdvisoryFlowProps) {
  const t = useTranslations('PlantingAdvisory');
  const advisory = useAdvisory();
  if (advisory.isPending) return <AdvisorySkeleton label={t('loading')} />;
  if (advisory.isError)
    return (
      <ErrorCard
        className={styles.frame}
        title={t('errorTitle')}
        text={t('errorText')}
        action={{ label: t('retry'), retry: () => void advisory.refetch(), busy: advisory.isFetching }}
      />
    );
  return <AdvisorySteps answer={advisory.data} {...props} />;
}

/** Choices saved for next time start the flow at their summary when they are still complete. */
function startOf(answer: AdvisoryAnswer): { choices: AdvisoryChoices; step: AdvisoryStep } {
  if (!answer.saved) return { choices: initialChoices, step: 'selectField' };
  const choices = fromSaved(answer.saved, answer.farms, new Date());
  return { choices, step: isStepComplete('summary', choices, new Date()) ? 'summary' : 'selectField' };
}

function AdvisorySteps({ answer, quotationHref, connectHref }: AdvisoryFlowProps & { answer: AdvisoryAnswer }) {
  const t = useTranslations('PlantingAdvisory');
  const modal = useModal();
  const [start] = useState(() => startOf(answer));
  const [choices, dispatch] = useReducer(choicesReducer, start.choices);
  const [step, setStep] = useState<AdvisoryStep>(start.step);
  const [edits, setEdits] = useState(0);
  const save = useSaveAdvisory();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Not connected: a modal that cannot be closed asks for the field-data account (spec §4).
  useEffect(() => {
    if (!answer.connected) modal.open(<ConnectAccount href={connectHref} />, { title: t('connect-fieldview-account-title'), preventClose: true });
  }, [answer.connected, connectHref, modal, t]);

  // A new step's heading takes the focus, so keyboard and screen reader users start at its top.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const go = (to: AdvisoryStep) => {
    moved.current = true;
    save.reset();
    setStep(to);
  };

  const openEdit = () => {
    setEdits((count) => count + 1);
    modal.open(
      <EditAdvisory
        // A fresh draft each time the modal opens.
        key={edits}
        initial={choices}
        farms={answer.farms}
        onCancel={modal.close}
        onSave={(edited) => {
          dispatch({ type: 'restore', choices: edited });
          save.reset();
          modal.close();
        }}
      />,
      { title: t('editTitle') },
    );
  };

  const complete = isStepComplete(step, choices, new Date());
  const saved = toSaved(choices, new Date());
  return (
    <div className={styles.frame}>
      <h3 ref={heading} tabIndex={-1} className={cx(typography.h6, styles.stepHeading)}>
        {t('stepOf', { current: advisorySteps.indexOf(step) + 1, total: advisorySteps.length, name: t(`steps.${step}`) })}
      </h3>
      {step === 'selectField' && <FieldChoices farms={answer.farms} choices={choices} dispatch={dispatch} idPrefix="planting-advisory" />}
      {step === 'environment' && <EnvironmentChoices choices={choices} dispatch={dispatch} idPrefix="planting-advisory" />}
      {step === 'summary' && (
        <AdvisorySummary
          choices={choices}
          quotationHref={quotationHref}
          onBack={() => go(previousStep(step))}
          onEdit={openEdit}
          onSave={() => saved && save.mutate(saved)}
          saving={save.isPending}
          saveResult={save.isSuccess ? 'saved' : save.isError ? 'failed' : null}
        />
      )}
      {step !== 'summary' && (
        <div className={layout.buttonRow}>
          {step !== 'selectField' && (
            <Button variant="outlined" onClick={() => go(previousStep(step))}>
              {t('back')}
            </Button>
          )}
          {/* Forward waits until the step is complete (spec §4). */}
          <Button variant="contained" disabled={!complete} onClick={() => go(nextStep(step))}>
            {t('next')}
          </Button>
        </div>
      )}
    </div>
  );
}
