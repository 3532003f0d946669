import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('writes sizes with the locale decimal separator', () => {
    expect(formatFileSize(1_200_000, 'pt-BR')).toBe('1,2 MB');
    expect(formatFileSize(1_200_000, 'es-AR')).toBe('1,2 MB');
    expect(formatFileSize(1_200_000, 'en-US')).toBe('1.2 MB');
  });

  it('picks the unit that keeps the number under 1000', () => {
    expect(formatFileSize(915, 'en-US')).toBe('915 byte');
    expect(formatFileSize(48_300, 'pt-BR')).toBe('48,3 kB');
    expect(formatFileSize(999_950, 'en-US')).toBe('1 MB');
    expect(formatFileSize(2_500_000_000, 'es-AR')).toBe('2,5 GB');
  });
});
