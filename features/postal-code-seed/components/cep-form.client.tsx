'use client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonClasses } from '@/components/theme/button-classes';
import controls from '@/components/theme/controls.module.css';
import layout from '@/components/theme/layout.module.css';
import type { PostcodePlace } from '@/lib/postal-code-seed/contract';
import { lookupPostcode } from '../api/location360';
import { canSubmitCep, CEP_MASK, cepPrefix, maskCep } from '../logic/cep';

export interface CepFormLabels {
  label: string;
  hint: string;
  submit: string;
  searching: string;
  notFound: string;
  failed: string;
}

export interface CepFormProps {
  /** Makes the ids of the field, its hint and its error unique in the page (the inline form and the modal's). */
  idPrefix: string;
  labels: CepFormLabels;
  /** A CEP whose place was found, masked, with its place. */
  onFound: (cep: string, place: PostcodePlace) => void;
}

type Phase = { kind: 'idle' } | { kind: 'searching' } | { kind: 'error'; message: string };

/**
 * The CEP entry (spec §4, §5): masked 00.000-000 as typed or pasted, submitted once whole, looked
 * up by its first five digits; while it looks up the field and button are disabled; an unknown CEP
 * or a failure marks the field invalid with the message beside it.
 */
export function CepForm({ idPrefix, labels, onFound }: CepFormProps) {
  const [cep, setCep] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const inputId = `${idPrefix}-cep`;
  const hintId = `${idPrefix}-cep-hint`;
  const errorId = `${idPrefix}-cep-error`;
  const searching = phase.kind === 'searching';
  const error = phase.kind === 'error' ? phase.message : null;

  // Mounted over the server's markup, with what the visitor typed there put back (loadWhenWanted): adopt it, masked.
  useEffect(() => {
    const shown = input.current?.value ?? '';
    if (shown) setCep(maskCep(shown));
  }, []);

  // The field was disabled while it looked up: give it the focus back, so its error is read with it.
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmitCep(cep) || searching) return;
    setPhase({ kind: 'searching' });
    const lookup = await lookupPostcode(cepPrefix(cep));
    if (lookup.kind === 'found') {
      setPhase({ kind: 'idle' });
      onFound(cep, lookup.place);
    } else {
      setPhase({ kind: 'error', message: lookup.kind === 'not-found' ? labels.notFound : labels.failed });
    }
  }

  return (
    <form className={controls.lookupForm} onSubmit={(event) => void submit(event)} aria-busy={searching} noValidate>
      <div className={controls.field}>
        <label htmlFor={inputId}>{labels.label}</label>
        <input
          ref={input}
          id={inputId}
          name="cep"
          className={controls.input}
          value={cep}
          onChange={(event) => {
            setCep(maskCep(event.target.value));
            if (error) setPhase({ kind: 'idle' });
          }}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={CEP_MASK}
          // No maxLength: the browser would cut a pasted '01310-100 ' or 'CEP 01310-100' before the
          // mask sees its digits; the mask alone keeps it to CEP_MAX_LENGTH characters.
          disabled={searching}
          aria-invalid={error !== null}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        />
        <p id={hintId} className={controls.hint}>
          {labels.hint}
        </p>
        {error && (
          <p id={errorId} role="alert" className={controls.fieldError}>
            {error}
          </p>
        )}
      </div>
      <button type="submit" className={buttonClasses({ variant: 'contained' })} disabled={searching || !canSubmitCep(cep)}>
        {labels.submit}
      </button>
      <span role="status" className={layout.visuallyHidden}>
        {searching ? labels.searching : ''}
      </span>
    </form>
  );
}
