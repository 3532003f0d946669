import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitorPlace } from '@/lib/location/visitor-place';
import type { Trial, YieldTrialsAnswer } from '@/lib/yield-trials/contract';
import { resetVisitorLocation } from '@/components/location/visitor-location';
import { resetBrowserQueryClient } from '@/components/providers/query-provider.client';
import { messagesByLocale } from '@/tests/render';
import { server } from '@/tests/setup/msw-server';
import { LocalYieldTrialsRoot } from './local-yield-trials-root.client';

const places: VisitorPlace[] = [
  { postalCode: '50309', country: 'US', locality: 'Des Moines', region: 'IA', latitude: 41.5868, longitude: -93.625 },
  { postalCode: '61820', country: 'US', locality: 'Champaign', region: 'IL', latitude: 40.1164, longitude: -88.2434 },
  { postalCode: '33131', country: 'US', locality: 'Miami', region: 'FL', latitude: 25.7663, longitude: -80.1918 },
];

const trial = (index: number, zip: string): Trial => ({
  reportId: `TR-2026-IA-04${index}${zip.slice(-1)}`,
  brand: 'terralis',
  cropGrown: 'Corn',
  locationName: `Town ${index}, IA`,
  year: 2026,
  cooperator: `Farm ${index}`,
  location: { latitude: 42, longitude: -93 },
  distanceMiles: 20 * index,
  summaryItems: [{ title: 'Top yield', description: 'Best product of the plot', value: `${230 + index} bu/A` }],
});

/** Our routes as the browser reaches them (their own tests hold them to their rules): 3 trials near the Corn Belt, none near Miami. */
function routes() {
  const trialCalls: string[] = [];
  server.use(
    http.get('/api/location', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const place = query.has('postalCode')
        ? places.find((candidate) => candidate.postalCode === query.get('postalCode'))
        : places.find((candidate) => Math.abs(candidate.latitude - Number(query.get('latitude'))) < 0.01);
      return place ? HttpResponse.json(place) : HttpResponse.json({ error: 'location_not_found' }, { status: 404 });
    }),
    http.get('/api/yield-trials', ({ request }) => {
      const zip = new URL(request.url).searchParams.get('zip')!;
      trialCalls.push(new URL(request.url).search);
      return HttpResponse.json<YieldTrialsAnswer>({ zip, trials: zip === '33131' ? [] : [1, 2, 3].map((index) => trial(index, zip)) });
    }),
  );
  return trialCalls;
}

type Permission = 'granted' | 'denied' | 'prompt';

/** The browser's geolocation: a permission state and, when asked, a position or a refusal. */
function geolocation(permission: Permission, position?: { latitude: number; longitude: number }) {
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query: vi.fn(async () => ({ state: permission })) } });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) =>
        position ? success({ coords: position } as GeolocationPosition) : failure({ code: 1, message: 'denied' } as GeolocationPositionError),
    },
  });
}

function renderModule(locale: 'en-US' | 'pt-BR' = 'en-US', variant: 'normal' | 'vertical' = 'normal') {
  const intl = { locale, timeZone: 'America/Chicago', messages: { YieldTrials: messagesByLocale[locale].YieldTrials, LocationPicker: messagesByLocale[locale].LocationPicker } };
  return render(<LocalYieldTrialsRoot intl={intl} brand="terralis" variant={variant} seeMoreHref="/en-US/tools/yield-trials" />);
}

beforeEach(() => {
  resetVisitorLocation();
  resetBrowserQueryClient();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'permissions');
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('LocalYieldTrials', () => {
  it('says the location is unknown and takes a typed ZIP code, then shows up to 3 trials near it', async () => {
    const calls = routes();
    geolocation('prompt');
    const user = userEvent.setup();
    renderModule();
    expect(await screen.findByText('Location unknown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your location' });
    await user.type(within(dialog).getByRole('textbox', { name: 'ZIP code' }), '5030');
    await user.click(within(dialog).getByRole('button', { name: 'Use this ZIP code' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a 5 digit ZIP Code');
    await user.type(within(dialog).getByRole('textbox', { name: 'ZIP code' }), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Use this ZIP code' }));

    expect(await screen.findByText('50309')).toBeInTheDocument();
    expect(screen.getByText(/Showing Plots Near/)).toBeInTheDocument();
    const cards = await screen.findAllByRole('listitem');
    const trials = cards.filter((card) => card.querySelector('h3'));
    expect(trials).toHaveLength(3);
    const first = trials[0]!;
    expect(within(first).getByText('Cooperator')).toBeInTheDocument();
    expect(within(first).getByRole('link').getAttribute('href')).toMatch(/^\/en-US\/tools\/local-yield-results\/50309\/TR-[\w-]+$/);
    expect(screen.getByRole('link', { name: 'See more results' })).toHaveAttribute('href', '/en-US/tools/yield-trials');
    expect(calls).toEqual(['?zip=50309&brand=terralis']);
    // Kept for the visit.
    expect(window.sessionStorage.getItem('terralis:visitor-location')).toContain('50309');
  });

  it('finds the ZIP code of the browser’s position when the site may know it, and links vertical cards under the tools path', async () => {
    routes();
    geolocation('granted', { latitude: 40.1164, longitude: -88.2434 });
    renderModule('en-US', 'vertical');
    expect(await screen.findByText('61820')).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /^View the .* trial report/ });
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]!.getAttribute('href')).toMatch(/^\/en-US\/tools\/local-yield-results\/TR-[\w-]+$/);
  });

  it('says there are no results within 200 miles', async () => {
    routes();
    geolocation('prompt');
    window.sessionStorage.setItem(
      'terralis:visitor-location',
      JSON.stringify({ source: 'typed', place: { latitude: 25.7663, longitude: -80.1918, postalCode: '33131', country: 'US', locality: 'Miami', region: 'FL' } }),
    );
    resetBrowserQueryClient();
    renderModule();
    expect(await screen.findByText('There are no results within 200 miles of your area')).toBeInTheDocument();
    expect(screen.getByText('33131')).toBeInTheDocument();
  });

  it('asks for the ZIP code when the position has none', async () => {
    server.use(http.get('/api/location', () => HttpResponse.json({ error: 'location_not_found' }, { status: 404 })));
    geolocation('granted', { latitude: 0, longitude: -30 });
    renderModule();
    expect(await screen.findByText('We could not find your ZIP code. Enter it to see trial plots near you.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enter ZIP code' })).toBeInTheDocument();
  });

  it('shows the error card when the trials cannot be read, and the retry brings them', async () => {
    routes();
    let failing = true;
    server.use(
      http.get('/api/yield-trials', ({ request }) =>
        failing ? HttpResponse.json({ error: 'upstream_error' }, { status: 502 }) : HttpResponse.json({ zip: '50309', trials: [1, 2, 3].map((index) => trial(index, new URL(request.url).searchParams.get('zip')!)) }),
      ),
    );
    geolocation('granted', { latitude: 41.5868, longitude: -93.625 });
    const user = userEvent.setup();
    renderModule('pt-BR');
    // After the query's one retry.
    expect(await screen.findByText('Não foi possível carregar os ensaios', undefined, { timeout: 4000 })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect((await screen.findAllByRole('link', { name: /^Ver o relatório/ })).length).toBe(3);
  });
});
