import { markCompleted, progressUpdateSchema } from './progress';

describe('markCompleted', () => {
  it.each([
    ['the first unit of none', [], 0, 5, [0]],
    ['a unit already completed, once', [0, 1], 1, 5, [0, 1]],
    ['a unit before others, in order', [2, 4], 0, 5, [0, 2, 4]],
    ['the last unit', [0, 1, 2], 3, 4, [0, 1, 2, 3]],
    ['a unit past the end, not at all', [0], 5, 5, [0]],
    ['units of a course that got shorter, dropped', [0, 3, 4], 1, 3, [0, 1]],
  ] as const)('adds %s', (_, completed, unit, unitCount, expected) => {
    expect(markCompleted(completed, unit, unitCount)).toEqual(expected);
  });
});

describe('progressUpdateSchema', () => {
  it.each([
    [{ locale: 'pt-BR', unit: 0 }, true],
    [{ locale: 'en-US', unit: 5 }, true],
    [{ locale: 'pt-BR', unit: -1 }, false],
    [{ locale: 'pt-BR', unit: 1.5 }, false],
    [{ locale: 'pt-BR', unit: '1' }, false],
    [{ locale: 'fr-FR', unit: 1 }, false],
    [{ unit: 1 }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(progressUpdateSchema.safeParse(body).success).toBe(valid);
  });
});
