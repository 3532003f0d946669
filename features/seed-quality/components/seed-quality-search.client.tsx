'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SideSheet } from '@/components/side-sheet/side-sheet.client';
import { buttonClasses } from '@/components/theme/button-classes';
import controls from '@/components/theme/controls.module.css';
import layout from '@/components/theme/layout.module.css';
import type { SeedQualityResult } from '@/lib/seed-quality/contract';
import { lookupSeedQuality } from '../api/corn-batch';
import { SEED_CODE_INPUT_MAX_LENGTH, seedCodeToSubmit, typedSeedCode } from '../logic/seed-code';
import { SeedQualityFacts } from './seed-quality-facts';

export interface SeedQualityLabels {
  label: string;
  hint: string;
  submit: string;
  loading: string;
  error: string;
  sheetTitle: string;
  close: string;
  batch: string;
  fields: Record<keyof SeedQualityResult, string>;
}

export interface SeedQualitySearchProps {
  /** Makes the ids of the field, its hint and its error unique in the page. */
  idPrefix: string;
  locale: string;
  labels: SeedQualityLabels;
}

type Phase = 'idle' | 'loading' | 'failed';

/**
 * The seed quality search (spec §4): the code upper-cased as typed; a search of a blank code does
 * nothing; while it runs the input and the button are disabled; a batch found opens the side
 * sheet with its report; a failure marks the input invalid with the error beside it.
 */
export function SeedQualitySearch({ idPrefix, locale, labels }: SeedQualitySearchProps) {
  const [value, setValue] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [found, setFound] = useState<{ code: string; result: SeedQualityResult } | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = `${idPrefix}-code`;
  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;
  const failed = phase === 'failed';

  // Mounted over the server's markup, with what the visitor typed there put back (loadWhenWanted): adopt it.
  useEffect(() => {
    const shown = input.current?.value ?? '';
    if (shown) setValue(typedSeedCode(shown));
  }, []);

  // The input was disabled while the search ran: give it the focus back, so its error is read with it.
  useEffect(() => {
    if (failed) input.current?.focus();
  }, [failed]);

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = seedCodeToSubmit(value);
    if (code === null || phase === 'loading') return;
    setPhase('loading');
    const lookup = await lookupSeedQuality(code);
    if (lookup.kind === 'failed') {
      setPhase('failed');
      return;
    }
    setPhase('idle');
    setFound({ code, result: lookup.result });
    setSheetOpen(true);
  }

  return (
    <>
      <form className={controls.lookupForm} onSubmit={(event) => void search(event)} aria-busy={phase === 'loading'} noValidate>
        <div className={controls.field}>
          <label htmlFor={inputId}>{labels.label}</label>
          <input
            ref={input}
            id={inputId}
            name="seedGroupCode"
            className={controls.input}
            value={value}
            onChange={(event) => {
              setValue(typedSeedCode(event.target.value));
              if (failed) setPhase('idle');
            }}
            maxLength={SEED_CODE_INPUT_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={phase === 'loading'}
            aria-invalid={failed}
            aria-describedby={failed ? `${errorId} ${hintId}` : hintId}
          />
          <p id={hintId} className={controls.hint}>
            {labels.hint}
          </p>
          {failed && (
            <p id={errorId} role="alert" className={controls.fieldError}>
              {labels.error}
            </p>
          )}
        </div>
        <button type="submit" className={buttonClasses({ variant: 'contained' })} disabled={phase === 'loading'}>
          {labels.submit}
        </button>
        <span role="status" className={layout.visuallyHidden}>
          {phase === 'loading' ? labels.loading : ''}
        </span>
      </form>
      <SideSheet open={sheetOpen} title={labels.sheetTitle} closeLabel={labels.close} onClose={() => setSheetOpen(false)}>
        {found && <SeedQualityFacts code={found.code} result={found.result} locale={locale} labels={labels} />}
      </SideSheet>
    </>
  );
}
