import { publishedToday } from './today';

// São Paulo is UTC-3 all year (no daylight saving since 2019).
describe('publishedToday', () => {
  it.each([
    ['2026-11-28T12:00:00Z', '2026-11-28T15:00:00Z', true],
    ['2026-11-28T03:00:00Z', '2026-11-29T02:59:59Z', true],
    // 23:59 in São Paulo on the 27th, though UTC already says the 28th.
    ['2026-11-28T02:59:00Z', '2026-11-28T15:00:00Z', false],
    // Just after midnight in São Paulo: yesterday's video is no longer today's.
    ['2026-11-28T20:00:00Z', '2026-11-29T03:01:00Z', false],
    ['2026-11-28T10:00:00-03:00', '2026-11-28T23:30:00-03:00', true],
    ['2025-11-28T12:00:00Z', '2026-11-28T12:00:00Z', false],
    ['not a date', '2026-11-28T12:00:00Z', false],
  ])('published %s, now %s -> %s', (publishedAt, now, expected) => expect(publishedToday(publishedAt, new Date(now))).toBe(expected));
});
