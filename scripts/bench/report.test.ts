// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cacheControlBudget,
  firstLoadJsBudgets,
  formatFirstLoadJs,
  formatLighthouse,
  formatThroughput,
  lighthouseBudgets,
  throughputBudgets,
  toPoints,
  type LighthousePageFigures,
  type PageJsFigures,
  type ThroughputFigures,
} from './report.mjs';

const KB = 1024;
const script = (name: string, kb: number) => ({ url: `http://127.0.0.1:3200/_next/static/chunks/${name}.js`, gzipBytes: kb * KB });

const shell: PageJsFigures = { path: '/pt-BR/reference/shell', gzipBytes: 200 * KB, rawBytes: 600 * KB, scripts: [script('main', 150), script('shell', 50)] };
const light: PageJsFigures = { path: '/pt-BR', gzipBytes: 230 * KB, rawBytes: 700 * KB, scripts: [...shell.scripts, script('hero', 30)] };
const heavy: PageJsFigures = {
  path: '/pt-BR/ferramentas',
  gzipBytes: 290 * KB,
  rawBytes: 900 * KB,
  scripts: [...shell.scripts, script('calculator', 60), script('form', 30)],
};

describe('first-load JS', () => {
  it('holds every page to 1.15x the shell, the limit included', () => {
    const budgets = firstLoadJsBudgets(shell, [light, heavy]);
    expect(budgets.map((b) => [b.name, b.status])).toEqual([
      ['first-load JS /pt-BR', 'pass'],
      ['first-load JS /pt-BR/ferramentas', 'fail'],
    ]);
    expect(budgets[0]?.figures).toBe('230.0 KB vs shell 200.0 KB = 1.15x (<= 1.15x)');
    expect(budgets[1]?.actual).toBeCloseTo(1.45);
  });

  it('tabulates the pages against the shell and lists what an over-budget page adds', () => {
    const text = formatFirstLoadJs(shell, [light, heavy]);
    expect(text).toContain('/pt-BR/reference/shell (reference)        2    200.0   600.0     1.00x');
    expect(text).toContain('/pt-BR/ferramentas                        4    290.0   900.0     1.45x');
    expect(text).toContain('/pt-BR/ferramentas: scripts the shell does not load\n       60.0 KB  /_next/static/chunks/calculator.js\n       30.0 KB  /_next/static/chunks/form.js');
    expect(text).not.toContain('hero.js');
  });
});

const target = (key: string, path: string, reqPerSec: number, problem: string | null = null): ThroughputFigures => ({
  key,
  label: key,
  path,
  reqPerSec,
  p50Ms: 80,
  p99Ms: 250,
  total: reqPerSec * 10,
  problem,
});

describe('requests/s', () => {
  it('holds the CMS page to 0.95x the bare page and reports the static file as the ceiling', () => {
    const budgets = throughputBudgets([target('cms', '/pt-BR/campanhas', 430), target('bare', '/pt-BR/reference/bare', 450), target('static', '/x.svg', 1800)]);
    expect(budgets.map((b) => [b.name, b.status])).toEqual([
      ['requests/s CMS page vs bare page', 'pass'],
      ['requests/s CMS page vs static file', 'info'],
    ]);
    expect(budgets[0]?.figures).toBe('430.0 vs 450.0 req/s = 0.96x (>= 0.95x)');
    expect(budgets[1]?.actual).toBeCloseTo(0.239, 3);
  });

  it('does not compare a measurement of errors', () => {
    const [vsBare] = throughputBudgets([target('cms', '/pt-BR/campanhas', 5000, '10 non-2xx answers'), target('bare', '/b', 450), target('static', '/x.svg', 1800)]);
    expect(vsBare?.status).toBe('fail');
    expect(vsBare?.figures).toBe('not measured (/pt-BR/campanhas: 10 non-2xx answers)');
  });

  it('prints the table and both ratios', () => {
    const text = formatThroughput([target('cms', '/pt-BR/campanhas', 430), target('bare', '/b', 450), target('static', '/x.svg', 1800)]);
    expect(text).toContain('CMS / bare:   0.96x (budget >= 0.95x)');
    expect(text).toContain('CMS / static: 0.24x');
    expect(text).toMatch(/cms\s+\/pt-BR\/campanhas\s+430\.0\s+80 ms\s+250 ms\s+4,300/);
  });
});

describe('cache-control budget', () => {
  it('passes s-maxage + stale-while-revalidate and explains a failure', () => {
    expect(cacheControlBudget('/pt-BR/campanhas', 's-maxage=300, stale-while-revalidate=31535700').status).toBe('pass');
    const failed = cacheControlBudget('/pt-BR/campanhas', 'private, no-cache, no-store, max-age=0, must-revalidate');
    expect(failed.status).toBe('fail');
    expect(failed.figures).toContain('no s-maxage');
  });
});

const lighthousePage = (key: string, path: string, performance: number, extra: Partial<LighthousePageFigures['median']> = {}): LighthousePageFigures => ({
  key,
  label: key,
  path,
  median: { performance, accessibility: 1, lcpMs: 900, tbtMs: 300, cls: 0, ...extra },
  runs: [{ performance, cls: 0, failedAccessibilityAudits: [], runtimeError: null }],
});

describe('Lighthouse', () => {
  it('converts scores to points without floating-point dust', () => {
    expect(toPoints(0.87) - toPoints(0.9)).toBe(-3);
  });

  it('allows exactly 3 points below the shell, not 4', () => {
    const shellPage = lighthousePage('shell', '/pt-BR/reference/shell', 0.9);
    const atLimit = lighthouseBudgets(shellPage, [lighthousePage('home', '/pt-BR', 0.87)]);
    expect(atLimit[0]).toMatchObject({ name: 'Lighthouse performance /pt-BR vs shell', status: 'pass', figures: '87 vs 90 = -3 points (>= -3)' });
    expect(lighthouseBudgets(shellPage, [lighthousePage('home', '/pt-BR', 0.86)])[0]?.status).toBe('fail');
    expect(lighthouseBudgets(shellPage, [lighthousePage('home', '/pt-BR', 0.95)])[0]?.status).toBe('pass');
  });

  it('wants CLS 0 (as Lighthouse rounds it) and accessibility 100 on every page, the shell included', () => {
    const shellPage = lighthousePage('shell', '/pt-BR/reference/shell', 0.9, { cls: 0.0004 });
    const home = lighthousePage('home', '/pt-BR', 0.9, { cls: 0.02, accessibility: 0.96 });
    const statuses = Object.fromEntries(lighthouseBudgets(shellPage, [home]).map((b) => [b.name, b.status]));
    expect(statuses).toEqual({
      'Lighthouse performance /pt-BR vs shell': 'pass',
      'Lighthouse CLS /pt-BR': 'fail',
      'Lighthouse CLS /pt-BR/reference/shell': 'pass',
      'Lighthouse accessibility /pt-BR': 'fail',
      'Lighthouse accessibility /pt-BR/reference/shell': 'pass',
    });
  });

  it('fails every Lighthouse budget of a page whose runs failed', () => {
    const shellPage = lighthousePage('shell', '/pt-BR/reference/shell', 0.9);
    const broken = lighthousePage('home', '/pt-BR', Number.NaN, { cls: Number.NaN, accessibility: Number.NaN });
    const homeBudgets = lighthouseBudgets(shellPage, [broken]).filter((b) => !b.name.includes('/reference/shell'));
    expect(homeBudgets.map((b) => [b.name, b.status, b.figures.startsWith('not measured')])).toEqual([
      ['Lighthouse performance /pt-BR vs shell', 'fail', true],
      ['Lighthouse CLS /pt-BR', 'fail', true],
      ['Lighthouse accessibility /pt-BR', 'fail', true],
    ]);
  });

  it('tabulates the medians and the differences, with notes on failing audits', () => {
    const shellPage = lighthousePage('shell', '/pt-BR/reference/shell', 0.92, { lcpMs: 800, tbtMs: 250 });
    const home = {
      ...lighthousePage('home', '/pt-BR', 0.9, { lcpMs: 1100, tbtMs: 310 }),
      runs: [0.93, 0.9, null].map((performance) => ({ performance, cls: 0, failedAccessibilityAudits: ['color-contrast'], runtimeError: null })),
    };
    const text = formatLighthouse(shellPage, [home]);
    expect(text).toMatch(/shell \(reference\)\s+\/pt-BR\/reference\/shell\s+92\s+92\s+100\s+800 ms\s+250 ms\s+0\.000/);
    expect(text).toMatch(/home\s+\/pt-BR\s+93 90 n\/a\s+90\s+100/);
    expect(text).toMatch(/home - shell\s+-2\s+0\s+\+300 ms\s+\+60 ms\s+0\.000/);
    expect(text).toContain('/pt-BR: failing accessibility audits: color-contrast');
  });
});
