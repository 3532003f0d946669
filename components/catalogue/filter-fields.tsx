import type { Ref } from 'react';
import controls from '@/components/theme/controls.module.css';

/**
 * The catalogue widgets' filter controls (the A-Z listing, the directory, the product list): a
 * labelled search box and labelled selects whose first option is "all". Controlled and stateless:
 * the widget keeps the values. The ref lets a widget read what a visitor entered into the server's
 * markup before its code loaded.
 */

export interface SearchFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

export function SearchField({ id, label, value, onChange, ref }: SearchFieldProps) {
  return (
    <div className={controls.field}>
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} type="search" autoComplete="off" className={controls.input} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

export interface FacetOption {
  value: string;
  label: string;
}

export interface FacetSelectProps {
  id: string;
  label: string;
  /** The first option's text, for no choice (the empty value). */
  all: string;
  options: readonly FacetOption[];
  /** '' for no choice. */
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLSelectElement>;
}

export function FacetSelect({ id, label, all, options, value, onChange, ref }: FacetSelectProps) {
  return (
    <div className={controls.field}>
      <label htmlFor={id}>{label}</label>
      <select ref={ref} id={id} className={controls.select} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
