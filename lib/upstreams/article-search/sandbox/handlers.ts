import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { isLocale } from '@/lib/i18n/locales';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { badRequest, notFound } from '@/lib/sandbox/respond';
import { searchRequestSchema, type SearchAnswer } from '../contract';
import { articleIndexSeed } from './index-seed';
import { searchArticles } from './search';

/**
 * The article index: one per locale, searched by a form-encoded POST to `/articles/{locale}/search`
 * (fields in ../contract.ts). Read-only: its data is the seed.
 */
export const articlesHandlers = [
  http.post(`${SANDBOX_ORIGIN}/articles/:locale/search`, async ({ request, params }) => {
    const { locale } = params;
    if (!isLocale(locale)) return notFound('No article index for this locale.');
    if (!request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) {
      return HttpResponse.json({ error: 'unsupported_media_type', message: 'Send the search form-encoded.' }, { status: 415 });
    }
    const form = new URLSearchParams(await request.text());
    const parsed = searchRequestSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return badRequest('The search is not valid.', z.flattenError(parsed.error));
    return HttpResponse.json<SearchAnswer>(searchArticles(articleIndexSeed[locale], parsed.data));
  }),
];
