import { draftMode } from 'next/headers';
import { parseLocalizedPath } from '@/lib/cms/paths';
import { readFormBody } from '@/lib/http/responses';
import { crossSiteRefusal } from '@/lib/http/same-site';
import { getPathname } from '@/lib/i18n/navigation';

/** The preview bar's form holds one page path. */
const FORM_MAX_BYTES = 4096;

/** Ends preview (a form POST from the preview bar) and returns to the same page, published version. */
export async function POST(request: Request) {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return crossSite;
  const read = await readFormBody(request, FORM_MAX_BYTES);
  if (!read.ok) return read.response;
  (await draftMode()).disable();
  const from = read.form.get('path');
  const page = typeof from === 'string' ? parseLocalizedPath(from) : null;
  const location = page ? getPathname({ locale: page.locale, href: page.path }) : '/';
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}
