import { http, HttpResponse } from 'msw';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { sandboxLocation360Key } from '../config';
import { API_KEY_HEADER, POSTCODE_SEARCH_PATH, type PostcodeSearchAnswer } from '../contract';

/**
 * A stand-in for Location360 (its contract in ../contract.ts): real CEP prefixes of Brazil's corn
 * regions, from São Paulo to Sorriso, each with its town's centre. Any other prefix has no feature.
 */

const BASE = `${SANDBOX_ORIGIN}/location360/v2`;

/** CEP prefix -> [longitude, latitude, name]. */
export const sandboxPostcodes: Readonly<Record<string, readonly [number, number, string]>> = {
  '01310': [-46.6544, -23.5614, 'São Paulo'],
  '13083': [-47.0653, -22.817, 'Campinas'],
  '38400': [-48.2772, -18.9186, 'Uberlândia'],
  '75901': [-50.9281, -17.7923, 'Rio Verde'],
  '78890': [-55.7114, -12.5425, 'Sorriso'],
  '79800': [-54.8056, -22.2211, 'Dourados'],
  '85801': [-53.4552, -24.9555, 'Cascavel'],
  '99010': [-52.4066, -28.2612, 'Passo Fundo'],
};

export const location360Handlers = [
  http.all(`${BASE}/*`, ({ request }) =>
    request.headers.get(API_KEY_HEADER) === sandboxLocation360Key ? undefined : HttpResponse.json({ message: 'Invalid API key.' }, { status: 401 }),
  ),

  http.post(`${BASE}${POSTCODE_SEARCH_PATH}`, ({ request }) => {
    const postCode = new URL(request.url).searchParams.get('postCode') ?? '';
    if (!/^\d{5}$/.test(postCode)) return HttpResponse.json({ message: 'postCode must be five digits.' }, { status: 400 });
    const place = sandboxPostcodes[postCode];
    return HttpResponse.json<PostcodeSearchAnswer>({
      type: 'FeatureCollection',
      features: place ? [{ type: 'Feature', geometry: { coordinates: [place[0], place[1]] }, properties: { postcode: postCode, postcode_name: place[2] } }] : [],
    });
  }),
];
