import { weatherForecastSchema } from './schema';

describe('weatherForecastSchema', () => {
  it('takes the block with no props (every word from the messages) or with its configured messages', () => {
    expect(weatherForecastSchema.parse({})).toEqual({});
    const configured = { heading: 'Clima', serverErrorMessage: 'Serviço indisponível', inlineErrorMessage: 'Escolha uma cidade' };
    expect(weatherForecastSchema.parse(configured)).toEqual(configured);
  });

  it.each([{ heading: '' }, { inlineErrorMessage: 'x'.repeat(201) }, { days: 15 }])('refuses %j', (props) => {
    expect(weatherForecastSchema.safeParse(props).success).toBe(false);
  });
});
