import { draftMode } from 'next/headers';
import { parseLocalizedPath } from '@/lib/cms/paths';
import { getPathname } from '@/lib/i18n/navigation';

/** Ends preview (a form POST from the preview bar) and returns to the same page, published version. */
export async function POST(request: Request) {
  (await draftMode()).disable();
  const form = await request.formData().catch(() => null);
  const from = form?.get('path');
  const page = typeof from === 'string' ? parseLocalizedPath(from) : null;
  const location = page ? getPathname({ locale: page.locale, href: page.path }) : '/';
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}
