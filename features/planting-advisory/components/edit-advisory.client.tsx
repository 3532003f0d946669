'use client';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { useReducer } from 'react';
import layout from '@/components/theme/layout.module.css';
import type { Farm } from '@/lib/planting-advisory/contract';
import { canSaveEdit, choicesReducer, type AdvisoryChoices } from '../logic/advisory-state';
import { EnvironmentChoices, FieldChoices } from './choice-fields.client';
import styles from './planting-advisory.module.css';

export interface EditAdvisoryProps {
  /** The choices as the modal opened: what cancel and close leave in place. */
  initial: AdvisoryChoices;
  farms: readonly Farm[];
  onSave: (choices: AdvisoryChoices) => void;
  onCancel: () => void;
}

/**
 * The edit modal's content (spec §4). It edits a draft and remembers the initial choices: cancel,
 * the close button or Escape drop the draft, so the summary keeps the initial state; save is
 * disabled while nothing changed or the draft is not complete (an empty amount).
 */
export function EditAdvisory({ initial, farms, onSave, onCancel }: EditAdvisoryProps) {
  const t = useTranslations('PlantingAdvisory');
  const [draft, dispatch] = useReducer(choicesReducer, initial);
  return (
    <div className={styles.frame}>
      <FieldChoices farms={farms} choices={draft} dispatch={dispatch} idPrefix="planting-advisory-edit" />
      <EnvironmentChoices choices={draft} dispatch={dispatch} idPrefix="planting-advisory-edit" />
      <div className={layout.buttonRow}>
        <Button variant="outlined" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button variant="contained" disabled={!canSaveEdit(initial, draft, new Date())} onClick={() => onSave(draft)}>
          {t('save')}
        </Button>
      </div>
    </div>
  );
}
