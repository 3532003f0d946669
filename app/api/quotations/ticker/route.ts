import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { invalidRequest } from '@/lib/http/responses';
import { publicQuotationAnswer } from '@/lib/quotations/public-answer';
import { proNameSchema } from '@/lib/upstreams/quotations/contract';
import { tickerQuotes } from '@/lib/upstreams/quotations/client';

/** A ticker holds a few dozen symbols at most. */
const querySchema = z.object({ symbols: z.array(proNameSchema).min(1).max(40) });

/**
 * `GET /api/quotations/ticker?symbols=CBOT:ZC1!,FX_IDC:USDBRL` -> `{ quotes: TickerQuote[] }` in
 * the order asked (a symbol the service does not know is left out): what a signed-in member's
 * ticker shows for their chosen symbols. Public and cached like the market's (10 minutes).
 */
export async function GET(request: NextRequest) {
  const query = querySchema.safeParse({ symbols: (request.nextUrl.searchParams.get('symbols') ?? '').split(',').filter(Boolean) });
  if (!query.success) return invalidRequest(query.error);
  return publicQuotationAnswer(async () => ({ quotes: await tickerQuotes(query.data.symbols) }));
}
