import { http, HttpResponse } from 'msw';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import type { SeedQualityAnswer, SeedQualityMessage } from '@/lib/seed-quality/contract';
import { sandboxCultivioKey } from '../config';
import { API_KEY_HEADER, CORN_BATCH_PATH } from '../contract';
import { sandboxBatches } from './batches';

/**
 * A stand-in for Cultivio (its contract in ../contract.ts, its batches in ./batches.ts): a 401 for
 * a wrong key, a 400 for a missing or ill-formed code, a message for a code it has no batch for.
 */

const BASE = `${SANDBOX_ORIGIN}/cultivio/v1`;

const message = (status: number, text: string): Response => HttpResponse.json<SeedQualityMessage>({ message: text }, { status });

export const cultivioHandlers = [
  http.all(`${BASE}/*`, ({ request }) => (request.headers.get(API_KEY_HEADER) === sandboxCultivioKey ? undefined : message(401, 'Chave de API inválida.'))),

  http.get(`${BASE}${CORN_BATCH_PATH}`, ({ request }) => {
    const code = new URL(request.url).searchParams.get('seedGroupCode') ?? '';
    if (!/^[A-Za-z0-9-]{1,32}$/.test(code)) return message(400, 'seedGroupCode inválido.');
    const batch = sandboxBatches[code.toUpperCase()];
    return HttpResponse.json<SeedQualityAnswer>(batch ?? { message: `Lote ${code} não encontrado.` });
  }),
];
