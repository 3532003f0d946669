// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './args.mjs';

describe('parseBenchArgs', () => {
  it('defaults to a full, non-strict run of 10 s per target', () => {
    expect(parseBenchArgs([])).toEqual({ strict: false, skipLighthouse: false, duration: 10, build: true, help: false });
  });

  it('reads every option', () => {
    expect(parseBenchArgs(['--strict', '--skip-lighthouse', '--duration', '3.5', '--no-build'])).toEqual({
      strict: true,
      skipLighthouse: true,
      duration: 3.5,
      build: false,
      help: false,
    });
    expect(parseBenchArgs(['--duration=5']).duration).toBe(5);
    expect(parseBenchArgs(['-h']).help).toBe(true);
  });

  it('refuses unknown options and unusable durations', () => {
    expect(() => parseBenchArgs(['--fast'])).toThrow();
    expect(() => parseBenchArgs(['extra'])).toThrow();
    expect(() => parseBenchArgs(['--duration', '0'])).toThrow(RangeError);
    expect(() => parseBenchArgs(['--duration', 'ten'])).toThrow(RangeError);
    expect(() => parseBenchArgs(['--duration', '3600'])).toThrow(RangeError);
  });
});
