import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetVisitorLocation } from '@/components/location/visitor-location';
import { resetBrowserQueryClient } from '@/components/providers/query-provider.client';
import type { Locale } from '@/lib/i18n/locales';
import type { VisitorPlace } from '@/lib/location/visitor-place';
import type { PlaceAutocompleteAnswer, PlaceDetails } from '@/lib/places/contract';
import type { DailyArrays, WeatherWidgetAnswer } from '@/lib/weather-widget/contract';
import { messagesByLocale } from '@/tests/render';
import { serverMarkupIsland } from '@/tests/server-markup-island';
import { server } from '@/tests/setup/msw-server';
import { WeatherForecastRoot, type WeatherForecastRootProps } from './weather-forecast-root.client';

const week = <T,>(...values: T[]) => values;

/** A week as our route answers it: Rio Verde's in °C, or Des Moines' in °F. */
const data: DailyArrays = {
  date: week('2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'),
  dayOfWeek: week('Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Monday'),
  calendarDayTemperatureMax: week(31, 30, 28, 29, 32, 33, 27),
  calendarDayTemperatureMin: week(20, 19, 18, 19, 21, 22, 18),
  sunriseTimeLocal: week(...data7('05:38', '-0300')),
  sunsetTimeLocal: week(...data7('18:41', '-0300')),
  qpf: week(0, 2.5, 12.1, 0, 0, 0.4, 20),
  windDirection: week(10, 340, 100, 100, 200, 250, 300),
  windSpeed: week(12, 15, 9, 8, 9, 10, 22),
  relativeHumidity: week(55, 70, 88, 60, 50, 45, 90),
  precipChance: week(10, 50, 70, 20, 5, 15, 80),
  wxPhraseLong: week('Ensolarado', 'Pancadas de chuva esparsas', 'Pancadas de chuva', 'Parcialmente nublado', 'Ensolarado', 'Céu limpo', 'Tempestades'),
  iconCode: week(32, 39, 11, 30, 32, 31, 4),
};

function data7(clock: string, offset: string): string[] {
  return ['24', '25', '26', '27', '28', '29', '30'].map((day) => `2026-11-${day}T${clock}:00${offset}`);
}

const predictions: PlaceAutocompleteAnswer['predictions'] = [
  { placeId: 'sandbox-BR-75901-970', description: 'Rio Verde - GO, Brasil', mainText: 'Rio Verde', secondaryText: 'GO, Brasil' },
  { placeId: 'sandbox-BR-01310-100', description: 'São Paulo - SP, Brasil', mainText: 'São Paulo', secondaryText: 'SP, Brasil' },
];
const rioVerde: PlaceDetails = { placeId: 'sandbox-BR-75901-970', name: 'Rio Verde', formattedAddress: 'Rio Verde - GO, Brasil', latitude: -17.7923, longitude: -50.9192 };
const desMoines: VisitorPlace = { postalCode: '50309', country: 'US', locality: 'Des Moines', region: 'IA', latitude: 41.5868, longitude: -93.625 };

/** Our routes as the browser reaches them (their own tests hold them to their rules), with what was asked. */
function routes() {
  const calls = { autocomplete: [] as string[], weather: [] as string[] };
  server.use(
    http.get('/api/places/autocomplete', ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.autocomplete.push(query.toString());
      const typed = query.get('input')!.toLowerCase();
      return HttpResponse.json<PlaceAutocompleteAnswer>({ predictions: predictions.filter((prediction) => prediction.mainText.toLowerCase().startsWith(typed)) });
    }),
    http.get('/api/places/details', () => HttpResponse.json(rioVerde)),
    http.get('/api/location', () => HttpResponse.json(desMoines)),
    http.get('/api/weather-widget', ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.weather.push(query.toString());
      return HttpResponse.json<WeatherWidgetAnswer>({ units: query.get('languageLocale') === 'en-US' ? 'e' : 'm', data });
    }),
  );
  return calls;
}

/** The browser's geolocation: a position, or a refusal with its code. */
function geolocation(outcome: { latitude: number; longitude: number } | { code: number }) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) =>
        'code' in outcome ? failure({ code: outcome.code, message: 'no' } as GeolocationPositionError) : success({ coords: outcome } as GeolocationPosition),
    },
  });
}

function widgetProps(locale: Locale = 'pt-BR', messages: { serverErrorMessage?: string; inlineErrorMessage?: string } = {}): WeatherForecastRootProps {
  return {
    intl: { locale, timeZone: 'America/Sao_Paulo', messages: { WeatherForecast: messagesByLocale[locale].WeatherForecast } },
    idPrefix: 'forecast',
    serverErrorMessage: messages.serverErrorMessage ?? 'Erro no servidor configurado',
    inlineErrorMessage: messages.inlineErrorMessage ?? 'Selecione uma cidade da lista',
  };
}

function renderWidget(...args: Parameters<typeof widgetProps>) {
  return render(<WeatherForecastRoot {...widgetProps(...args)} />);
}

const addressBox = () => screen.getByRole('combobox', { name: 'Cidade ou endereço' });

beforeEach(() => {
  resetVisitorLocation();
  resetBrowserQueryClient();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.useRealTimers();
});

describe('WeatherForecast', () => {
  it('starts with no place: the browser position or a town to search', () => {
    renderWidget();
    expect(screen.getByRole('button', { name: 'Usar minha localização' })).toBeInTheDocument();
    expect(addressBox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("suggests the country's towns as the visitor types, and shows the picked town's seven days", async () => {
    const calls = routes();
    const user = userEvent.setup();
    renderWidget();
    await user.type(addressBox(), 'Rio');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Rio Verde, GO, Brasil']);
    // One call for what was typed once the typing stopped, in the page's country and language.
    expect(calls.autocomplete).toEqual(['input=Rio&country=BR&language=pt-BR']);
    await user.click(options[0]!);

    expect(await screen.findByText('Previsão para Rio Verde - GO, Brasil')).toBeInTheDocument();
    const days = await screen.findAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(within(days[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(/^Hoje 24 de nov\.$/);
    expect(within(days[1]!).getByRole('heading', { level: 3 })).toHaveTextContent(/^quarta-feira 25 de nov\.$/);
    expect(within(days[1]!).getByText('Pancadas de chuva esparsas')).toBeInTheDocument();
    expect(within(days[1]!).getByText('Máxima 30 °C, mínima 19 °C')).toBeInTheDocument();
    const facts = within(days[1]!).getAllByRole('definition').map((fact) => fact.textContent);
    // 340° snaps to north; 13.05 hours of daylight show as 13,1 h.
    expect(facts).toEqual(['50% · 2,5 mm', 'N 15 km/h', '70%', '13,1 h']);
    // The arrow shows where the wind blows to: from the north, it points south.
    const windFact = within(days[1]!).getAllByRole('definition')[1]!;
    expect(windFact.querySelector('span')).toHaveStyle({ rotate: '180deg' });
    expect(calls.weather).toEqual(['lat=-17.79&lng=-50.92&languageLocale=pt-BR']);
  });

  it('picks the highlighted suggestion with the keyboard', async () => {
    routes();
    const user = userEvent.setup();
    renderWidget();
    await user.type(addressBox(), 'S');
    await screen.findByRole('option', { name: 'São Paulo, SP, Brasil' });
    await user.keyboard('{ArrowDown}');
    expect(addressBox()).toHaveAttribute('aria-activedescendant', 'forecast-prediction-0');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Previsão para São Paulo - SP, Brasil')).toBeInTheDocument();
  });

  it('goes back to no place with the change-location link', async () => {
    routes();
    const user = userEvent.setup();
    renderWidget();
    await user.type(addressBox(), 'Rio');
    await user.click(await screen.findByRole('option'));
    // The focus follows the visitor: to the place chosen, then back to the form.
    expect(await screen.findByText('Previsão para Rio Verde - GO, Brasil')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Alterar localização' }));
    expect(screen.getByRole('button', { name: 'Usar minha localização' })).toHaveFocus();
    expect(addressBox()).toHaveValue('');
  });

  it('shows the configured inline error, with a red border, on Enter with no suggestion', async () => {
    routes();
    const user = userEvent.setup();
    renderWidget();
    await user.type(addressBox(), 'Xanadu');
    expect(await screen.findByText('Nenhum local corresponde ao que você digitou.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Selecione uma cidade da lista');
    expect(addressBox()).toHaveAttribute('aria-invalid', 'true');
    expect(addressBox()).toHaveAccessibleDescription('Selecione uma cidade da lista');
    // Typing again clears it.
    await user.type(addressBox(), 'x');
    expect(addressBox()).not.toHaveAttribute('aria-invalid');
  });

  it('shows the configured server error above the input when the suggestions fail, not for zero results', async () => {
    routes();
    server.use(http.get('/api/places/autocomplete', () => HttpResponse.json({ error: 'upstream_error' }, { status: 502 })));
    const user = userEvent.setup();
    renderWidget('pt-BR', { serverErrorMessage: 'Serviço indisponível' });
    await user.type(addressBox(), 'Rio');
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Serviço indisponível');
    // Above the input.
    expect(error.compareDocumentPosition(addressBox()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the server error when the picked place cannot be read', async () => {
    routes();
    server.use(http.get('/api/places/details', () => HttpResponse.json({ error: 'upstream_timeout' }, { status: 504 })));
    const user = userEvent.setup();
    renderWidget();
    await user.type(addressBox(), 'Rio');
    await user.click(await screen.findByRole('option'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro no servidor configurado');
  });

  it('goes back to the form with the server error when the forecast fails, and asks again for the same place', async () => {
    const calls = routes();
    let failing = true;
    server.use(
      http.get('/api/weather-widget', ({ request }) => {
        calls.weather.push(new URL(request.url).search);
        return failing ? HttpResponse.json({ error: 'upstream_error' }, { status: 502 }) : HttpResponse.json<WeatherWidgetAnswer>({ units: 'm', data });
      }),
    );
    const user = userEvent.setup();
    renderWidget();
    await user.type(addressBox(), 'Rio');
    await user.click(await screen.findByRole('option'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro no servidor configurado');
    expect(addressBox()).toBeInTheDocument();
    failing = false;
    await user.clear(addressBox());
    await user.type(addressBox(), 'Rio');
    await user.click(await screen.findByRole('option'));
    expect(await screen.findAllByRole('listitem')).toHaveLength(7);
    expect(calls.weather).toHaveLength(2);
  });

  it('shows the skeleton of the seven days while the forecast comes', async () => {
    routes();
    server.use(http.get('/api/weather-widget', async () => delay('infinite')));
    geolocation({ latitude: 41.5868, longitude: -93.625 });
    const user = userEvent.setup();
    renderWidget('en-US');
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Forecast for Des Moines')).toBeInTheDocument();
    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent('Loading the forecast…');
    expect(loading.querySelectorAll('[aria-hidden="true"]')).toHaveLength(7);
  });

  it("uses the browser's position, named by its town, in the page's units", async () => {
    const calls = routes();
    geolocation({ latitude: 41.5868, longitude: -93.625 });
    const user = userEvent.setup();
    renderWidget('en-US');
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Forecast for Des Moines')).toBeInTheDocument();
    const days = await screen.findAllByRole('listitem');
    expect(within(days[0]!).getByText('High 31°F, low 20°F')).toBeInTheDocument();
    expect(within(days[0]!).getAllByRole('definition').map((fact) => fact.textContent)).toEqual(['10% · 0 in', 'N 12 mph', '55%', '13.1 hr']);
    // Rounded to 2 decimals (about 1 km), as the route keeps it.
    expect(calls.weather).toEqual(['lat=41.59&lng=-93.62&languageLocale=en-US']);
  });

  it("forecasts a position whose town is unknown as 'your location'", async () => {
    routes();
    server.use(http.get('/api/location', () => HttpResponse.json({ error: 'location_not_found' }, { status: 404 })));
    geolocation({ latitude: -33.89, longitude: -60.57 });
    const user = userEvent.setup();
    renderWidget('es-AR');
    await user.click(screen.getByRole('button', { name: 'Usar mi ubicación' }));
    expect(await screen.findByText('Pronóstico para tu ubicación')).toBeInTheDocument();
  });

  it('says location access is denied (code 1) in a tooltip of the button', async () => {
    geolocation({ code: 1 });
    const user = userEvent.setup();
    renderWidget('en-US');
    const button = screen.getByRole('button', { name: 'Use my location' });
    await user.click(button);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent("Location access is blocked. Allow it in your browser's settings, or search for a town.");
    expect(button).toHaveAccessibleDescription(tooltip.textContent!);
  });

  it('says the position could not be found for other failures', async () => {
    geolocation({ code: 3 });
    const user = userEvent.setup();
    renderWidget('en-US');
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your location could not be found. Search for a town instead.');
  });
});

/**
 * The widget as the site runs it: its code loads only once a visitor reaches for it, so the
 * server's markup must take what they do before then (docs/architecture.md §5).
 */
describe('WeatherForecast over its server markup', () => {
  const island = serverMarkupIsland(WeatherForecastRoot);

  it("takes a press of 'use my location' before its code is live, and locates once it is", async () => {
    routes();
    geolocation({ latitude: 41.5868, longitude: -93.625 });
    const props = widgetProps('en-US');
    const button = within(island.serve(props)).getByRole('button', { name: 'Use my location' });
    // Enabled in the server's markup: a disabled button would swallow the press.
    expect(button).toBeEnabled();
    island.goLive(props);
    fireEvent.click(button);
    expect(await screen.findByText('Forecast for Des Moines')).toBeInTheDocument();
  });

  it('looks up the text typed into the address box before its code was live', async () => {
    const calls = routes();
    const props = widgetProps();
    fireEvent.input(within(island.serve(props)).getByRole('combobox'), { target: { value: 'Rio' } });
    island.goLive(props);
    expect(await screen.findByRole('option', { name: 'Rio Verde, GO, Brasil' })).toBeInTheDocument();
    expect(addressBox()).toHaveValue('Rio');
    expect(calls.autocomplete).toEqual(['input=Rio&country=BR&language=pt-BR']);
  });
});
