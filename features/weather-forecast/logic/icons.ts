/** What a day's icon shows, from the Weather Company's icon code. */
export type WeatherIconKind = 'sun' | 'clear-night' | 'partly-cloudy' | 'cloud' | 'rain' | 'storm' | 'snow' | 'fog' | 'wind';

/**
 * The Weather Company's 48 icon codes (0-47), grouped into the icons this widget draws. Code 44
 * is "not available": no icon, like a null code.
 */
const kindByCode: Record<number, WeatherIconKind> = {
  0: 'storm', 1: 'storm', 2: 'storm', 3: 'storm', 4: 'storm', 17: 'storm', 35: 'storm', 37: 'storm', 38: 'storm', 47: 'storm',
  5: 'snow', 7: 'snow', 13: 'snow', 14: 'snow', 15: 'snow', 16: 'snow', 18: 'snow', 25: 'snow', 41: 'snow', 42: 'snow', 43: 'snow', 46: 'snow',
  6: 'rain', 8: 'rain', 9: 'rain', 10: 'rain', 11: 'rain', 12: 'rain', 39: 'rain', 40: 'rain', 45: 'rain',
  19: 'fog', 20: 'fog', 21: 'fog', 22: 'fog',
  23: 'wind', 24: 'wind',
  26: 'cloud', 27: 'cloud', 28: 'cloud',
  29: 'partly-cloudy', 30: 'partly-cloudy',
  31: 'clear-night', 33: 'clear-night',
  32: 'sun', 34: 'sun', 36: 'sun',
};

export const iconKindOf = (iconCode: number | null): WeatherIconKind | null => (iconCode === null ? null : (kindByCode[iconCode] ?? null));
