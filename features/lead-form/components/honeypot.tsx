import { useTranslations } from 'next-intl';
import layout from '@/components/theme/layout.module.css';

/** A name bots expect a free-text input to have (the submit route takes the value as `website`). */
const HONEYPOT_NAME = 'website';

/**
 * A trap for bots that fill in every input: out of sight, out of the tab order and hidden from
 * screen readers, so people leave it empty (its label says so, should the page show unstyled).
 * The server thanks a lead that comes with it filled and drops it.
 */
export function Honeypot({ id }: { id: string }) {
  const t = useTranslations('LeadForm');
  return (
    <div aria-hidden className={layout.visuallyHidden}>
      <label htmlFor={id}>{t('honeypot')}</label>
      <input id={id} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
