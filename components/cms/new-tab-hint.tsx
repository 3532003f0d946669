import layout from '@/components/theme/layout.module.css';
import { isExternalHref } from './cms-href';

/**
 * Put inside a link made with `cmsLinkProps`, after its text: for a link to another site (which
 * opens in a new tab) it tells screen readers so; for a link within the site it renders nothing.
 * `hint` is the locale's `Links.newTab` message. No hooks: it renders on the server as well.
 */
export function NewTabHint({ href, hint }: { href: string; hint: string }) {
  if (!isExternalHref(href)) return null;
  // The space sits outside the hidden span: a name is computed from the span's trimmed text.
  return (
    <>
      {' '}
      <span className={layout.visuallyHidden}>{hint}</span>
    </>
  );
}
