import type { NextRequest } from 'next/server';
import { invalidRequest } from '@/lib/http/responses';
import { marketQuerySchema } from '@/lib/quotations/contract';
import { publicQuotationAnswer } from '@/lib/quotations/public-answer';
import { marketQuotation } from '@/lib/upstreams/quotations/client';

/**
 * `GET /api/quotations/market?currency=USD|ARS` -> `MarketQuotation` (lib/quotations/contract.ts):
 * the board's latest prices (no currency: pesos), from the data cache for 10 minutes. 400 for a
 * currency that is not USD or ARS; 502/504 when the service fails (the card's error state), never cached.
 */
export async function GET(request: NextRequest) {
  const query = marketQuerySchema.safeParse({ currency: request.nextUrl.searchParams.get('currency') || undefined });
  if (!query.success) return invalidRequest(query.error);
  return publicQuotationAnswer(() => marketQuotation(query.data.currency));
}
