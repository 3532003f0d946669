// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './args.mjs';

describe('parseBenchArgs', () => {
  it('defaults to a full, non-strict run of 10 s per target on port 3200', () => {
    expect(parseBenchArgs([])).toEqual({ strict: false, quick: false, skipLighthouse: false, duration: 10, warmup: 2, rounds: 5, port: 3200, build: true, help: false });
  });

  it('reads every option', () => {
    expect(parseBenchArgs(['--strict', '--skip-lighthouse', '--duration', '3.5', '--no-build', '--port', '3220'])).toEqual({
      strict: true,
      quick: false,
      skipLighthouse: true,
      duration: 3.5,
      warmup: 2,
      rounds: 5,
      port: 3220,
      build: false,
      help: false,
    });
    expect(parseBenchArgs(['--duration=5']).duration).toBe(5);
    expect(parseBenchArgs(['--port=3221']).port).toBe(3221);
    expect(parseBenchArgs(['-h']).help).toBe(true);
  });

  it('--quick shortens the load and leaves Lighthouse out; an explicit --duration still wins', () => {
    expect(parseBenchArgs(['--quick'])).toMatchObject({ quick: true, skipLighthouse: true, duration: 3, warmup: 1, rounds: 3, build: true });
    expect(parseBenchArgs(['--quick', '--duration', '5'])).toMatchObject({ duration: 5, warmup: 1 });
    expect(parseBenchArgs(['--quick', '--strict', '--port', '3220'])).toMatchObject({ quick: true, strict: true, port: 3220 });
  });

  it('refuses unknown options, unusable durations and ports', () => {
    expect(() => parseBenchArgs(['--fast'])).toThrow();
    expect(() => parseBenchArgs(['extra'])).toThrow();
    expect(() => parseBenchArgs(['--duration', '0'])).toThrow(RangeError);
    expect(() => parseBenchArgs(['--duration', 'ten'])).toThrow(RangeError);
    expect(() => parseBenchArgs(['--duration', '3600'])).toThrow(RangeError);
    for (const port of ['0', '65536', '3200.5', 'http', '-1', ' 3200', '']) {
      expect(() => parseBenchArgs([`--port=${port}`]), port).toThrow(RangeError);
    }
  });
});
