// @ts-check
import { parseArgs } from 'node:util';

/**
 * @typedef {object} BenchOptions
 * @property {boolean} strict exit 1 when a budget fails
 * @property {boolean} skipLighthouse leave out section (c), the slowest
 * @property {number} duration seconds of each autocannon measurement (after its warm-up)
 * @property {boolean} build false with `--no-build`: measure the existing `.next/` build as it is
 * @property {boolean} help
 */

export const USAGE = `Usage: npm run bench -- [options]

Builds if needed, starts the production server on 127.0.0.1:3200 and checks the performance
budgets of DESIGN section 9, each against a reference measured in the same run.

Options:
  --strict            exit 1 when a budget fails (default: report only, exit 0)
  --skip-lighthouse   skip the Lighthouse section (about 2-4 minutes)
  --duration <s>      seconds of each requests/s measurement, after a 2 s warm-up (default 10)
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
      'skip-lighthouse': { type: 'boolean', default: false },
      duration: { type: 'string', default: '10' },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const duration = Number(values.duration);
  if (!Number.isFinite(duration) || duration <= 0 || duration > 600) {
    throw new RangeError(`--duration must be a number of seconds between 0 and 600, got "${values.duration}"`);
  }
  return {
    strict: Boolean(values.strict),
    skipLighthouse: Boolean(values['skip-lighthouse']),
    duration,
    build: !values['no-build'],
    help: Boolean(values.help),
  };
}
