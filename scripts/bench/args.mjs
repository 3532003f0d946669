// @ts-check
import { parseArgs } from 'node:util';

/**
 * @typedef {object} BenchOptions
 * @property {boolean} strict exit 1 when a budget fails
 * @property {boolean} quick the short run: shorter load, no Lighthouse (see USAGE)
 * @property {boolean} skipLighthouse leave out the Lighthouse section, the slowest
 * @property {number} duration seconds of each autocannon measurement (after its warm-up)
 * @property {number} warmup seconds of the warm-up before each autocannon measurement
 * @property {number} rounds interleaved rounds the requests/s measurement is split into
 * @property {number} port where the bench's production server listens (on 127.0.0.1)
 * @property {boolean} build false with `--no-build`: measure the existing `.next/` build as it is
 * @property {boolean} help
 */

/** The full run's load, and the quick run's: short enough for the whole bench to take under 60 s. */
export const LOAD_PROFILES = Object.freeze({
  full: Object.freeze({ duration: 10, warmup: 2, rounds: 5 }),
  quick: Object.freeze({ duration: 3, warmup: 1, rounds: 3 }),
});

export const DEFAULT_PORT = 3200;

export const USAGE = `Usage: npm run bench -- [options]

Builds if needed, starts the production server on 127.0.0.1:${DEFAULT_PORT} and checks the performance
budgets of DESIGN section 9: byte budgets as measured, time budgets against a reference measured
in the same run.

Options:
  --strict            exit 1 when a budget fails (default: report only, exit 0)
  --quick             under a minute with an existing build: ${LOAD_PROFILES.quick.duration} s of load per target after a
                      ${LOAD_PROFILES.quick.warmup} s warm-up, no Lighthouse (its budgets show as skipped); every page is
                      still measured for bytes
  --skip-lighthouse   skip the Lighthouse section (about 2-4 minutes)
  --duration <s>      seconds of each requests/s measurement, after a ${LOAD_PROFILES.full.warmup} s warm-up (default ${LOAD_PROFILES.full.duration}; ${LOAD_PROFILES.quick.duration} with --quick)
  --port <n>          port of the bench's server on 127.0.0.1 (default ${DEFAULT_PORT})
  --no-build          never build: measure the existing .next/ build (fails if there is none)
  -h, --help          this text

Writes the raw figures to bench-results/latest.json.`;

/**
 * @param {readonly string[]} argv the arguments after the script name
 * @returns {BenchOptions}
 */
export function parseBenchArgs(argv) {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      strict: { type: 'boolean', default: false },
      quick: { type: 'boolean', default: false },
      'skip-lighthouse': { type: 'boolean', default: false },
      duration: { type: 'string' },
      port: { type: 'string', default: String(DEFAULT_PORT) },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const quick = Boolean(values.quick);
  const profile = quick ? LOAD_PROFILES.quick : LOAD_PROFILES.full;
  const duration = values.duration === undefined ? profile.duration : Number(values.duration);
  if (!Number.isFinite(duration) || duration <= 0 || duration > 600) {
    throw new RangeError(`--duration must be a number of seconds between 0 and 600, got "${values.duration}"`);
  }
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new RangeError(`--port must be a port number between 1 and 65535, got "${values.port}"`);
  }
  return {
    strict: Boolean(values.strict),
    quick,
    skipLighthouse: quick || Boolean(values['skip-lighthouse']),
    duration,
    warmup: profile.warmup,
    rounds: profile.rounds,
    port,
    build: !values['no-build'],
    help: Boolean(values.help),
  };
}
