import { http, HttpResponse } from 'msw';
import { MAGOYA_KEY_HEADER, MAGOYA_RECOMMENDATIONS_PATH, type MagoyaRecommendation } from '@/lib/postal-code-seed/contract';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { sandboxMagoyaKey } from '../config';

/**
 * A stand-in for Magoya's widget API: the corn hybrids it recommends by latitude band (the
 * sandbox's own simplification of Brazil's maize zoning), so the widget's content comes from here
 * and no third-party script runs.
 */

const BASE = `${SANDBOX_ORIGIN}/magoya/v1`;

type Band = { south: number } & MagoyaRecommendation;

/** From north to south: a band applies down to its `south` latitude. */
const bands: readonly Band[] = [
  {
    south: -16,
    region: 'Cerrado Norte (MT, TO)',
    hybrids: [
      { name: 'TL 3015 PRO4', cycleDays: 125, seedsPerHectare: 62000, sowingWindow: 'Safrinha: janeiro a fevereiro' },
      { name: 'AG 8700 PRO3', cycleDays: 120, seedsPerHectare: 60000, sowingWindow: 'Safrinha: janeiro a fevereiro' },
    ],
  },
  {
    south: -20,
    region: 'Brasil Central (GO, MG, MS norte)',
    hybrids: [
      { name: 'TL 2280 VIP3', cycleDays: 130, seedsPerHectare: 65000, sowingWindow: 'Verão: outubro a novembro' },
      { name: 'AG 8700 PRO3', cycleDays: 125, seedsPerHectare: 62000, sowingWindow: 'Safrinha: fevereiro' },
    ],
  },
  {
    south: -24.5,
    region: 'Sudeste e MS sul',
    hybrids: [
      { name: 'TL 2280 VIP3', cycleDays: 135, seedsPerHectare: 68000, sowingWindow: 'Verão: setembro a novembro' },
      { name: 'TL 3015 PRO4', cycleDays: 130, seedsPerHectare: 64000, sowingWindow: 'Safrinha: fevereiro a março' },
    ],
  },
  {
    south: -90,
    region: 'Sul (PR, SC, RS)',
    hybrids: [
      { name: 'TL 4020 VIP3', cycleDays: 145, seedsPerHectare: 72000, sowingWindow: 'Verão: agosto a outubro' },
      { name: 'TL 2280 VIP3', cycleDays: 140, seedsPerHectare: 70000, sowingWindow: 'Verão: setembro a outubro' },
    ],
  },
];

export const magoyaHandlers = [
  http.all(`${BASE}/*`, ({ request }) =>
    request.headers.get(MAGOYA_KEY_HEADER) === sandboxMagoyaKey ? undefined : HttpResponse.json({ message: 'Invalid widget key.' }, { status: 401 }),
  ),

  http.get(`${BASE}${MAGOYA_RECOMMENDATIONS_PATH}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const lat = Number(query.get('lat'));
    const lng = Number(query.get('lng'));
    if (!query.get('lat') || !query.get('lng') || !Number.isFinite(lat) || !Number.isFinite(lng)) return HttpResponse.json({ message: 'lat and lng are required.' }, { status: 400 });
    const { region, hybrids } = bands.find((band) => lat >= band.south)!;
    return HttpResponse.json<MagoyaRecommendation>({ region, hybrids });
  }),
];
