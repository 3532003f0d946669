import { http, HttpResponse } from 'msw';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { DEFAULT_FARMS_KEY, type PreviewFarmsAnswer } from '../contract';
import { defaultFarms, farmsByEmail } from './farms';

const base64 = (email: string) => Buffer.from(email, 'utf8').toString('base64');

/**
 * A stand-in for the preview farms service: the farms seeded for a demo account's encoded e-mail
 * (./farms.ts), the default list under `default`, and a 404 for anyone else, as the real one.
 */
export const farmsHandlers = [
  http.get(`${SANDBOX_ORIGIN}/farms/preview-farms/:key`, ({ params }) => {
    const key = String(params.key);
    if (key === DEFAULT_FARMS_KEY) return HttpResponse.json<PreviewFarmsAnswer>({ farms: defaultFarms });
    const farms = Object.entries(farmsByEmail).find(([email]) => base64(email) === key)?.[1];
    return farms ? HttpResponse.json<PreviewFarmsAnswer>({ farms }) : HttpResponse.json({ error: 'not_found', message: 'No farms for this user.' }, { status: 404 });
  }),
];
