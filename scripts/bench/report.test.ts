// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cacheControlBudget,
  describeAttribution,
  firstLoadJsBudgets,
  formatFirstLoadJs,
  formatHtmlWeight,
  formatLighthouse,
  formatScriptsBeyond,
  formatThroughput,
  heaviestPage,
  htmlBudget,
  lighthouseBudgets,
  scriptsBeyond,
  throughputBudgets,
  toPoints,
  type LighthousePageFigures,
  type PageHtmlFigures,
  type PageJsFigures,
  type ThroughputFigures,
} from './report.mjs';

const KB = 1024;
const script = (name: string, kb: number) => ({ url: `http://127.0.0.1:3200/_next/static/chunks/${name}.js`, gzipBytes: kb * KB });

const shell: PageJsFigures = { path: '/pt-BR/reference/shell', gzipBytes: 200 * KB, rawBytes: 600 * KB, scripts: [script('main', 150), script('shell', 50)] };
const light: PageJsFigures = { path: '/pt-BR', gzipBytes: 220 * KB, rawBytes: 700 * KB, scripts: [...shell.scripts, script('hero', 20)] };
const heavy: PageJsFigures = {
  path: '/pt-BR/componentes/contato',
  gzipBytes: 290 * KB,
  rawBytes: 900 * KB,
  scripts: [...shell.scripts, script('form', 30), script('embed', 60)],
};

describe('first-load JS', () => {
  it('holds the shell to 200 KB gzip, the limit included', () => {
    expect(firstLoadJsBudgets(shell, [])).toEqual([
      {
        name: 'first-load JS /pt-BR/reference/shell (shell)',
        status: 'pass',
        actual: 200 * KB,
        limit: 200 * KB,
        comparison: 'max',
        figures: '200.0 KB gzip (<= 200.0 KB)',
      },
    ]);
    const heavyShell = { ...shell, gzipBytes: 200 * KB + 1 };
    expect(firstLoadJsBudgets(heavyShell, [])[0]?.status).toBe('fail');
  });

  it('holds every page to 1.10x the shell, the limit included', () => {
    const budgets = firstLoadJsBudgets(shell, [light, heavy]).slice(1);
    expect(budgets.map((b) => [b.name, b.status])).toEqual([
      ['first-load JS /pt-BR', 'pass'],
      ['first-load JS /pt-BR/componentes/contato', 'fail'],
    ]);
    expect(budgets[0]?.figures).toBe('220.0 KB vs shell 200.0 KB = 1.10x (<= 1.10x)');
    expect(budgets[1]?.actual).toBeCloseTo(1.45);
    const justOver = { ...light, gzipBytes: 220 * KB + 1 };
    expect(firstLoadJsBudgets(shell, [justOver])[1]?.status).toBe('fail');
  });

  it('fails a shell that was not measured', () => {
    const [shellBudget, pageBudget] = firstLoadJsBudgets({ ...shell, gzipBytes: Number.NaN }, [light]);
    expect(shellBudget?.status).toBe('fail');
    expect(pageBudget?.status).toBe('fail');
  });

  it('tabulates the pages against the shell with what each adds to it', () => {
    const text = formatFirstLoadJs(shell, [light, heavy]);
    expect(text).toMatch(/\/pt-BR\/reference\/shell \(reference\)\s+2\s+200\.0\s+600\.0\s+0\.0\s+1\.00x/);
    expect(text).toMatch(/\/pt-BR\/componentes\/contato\s+4\s+290\.0\s+900\.0\s+90\.0\s+1\.45x/);
  });

  it('lists the scripts beyond the shell\'s, largest first, and finds the heaviest page', () => {
    expect(scriptsBeyond(shell, heavy).map((s) => s.url.split('/').pop())).toEqual(['embed.js', 'form.js']);
    expect(scriptsBeyond(shell, shell)).toEqual([]);
    expect(heaviestPage([light, heavy, { ...heavy, path: '/en-US/components/contact' }])?.path).toBe('/pt-BR/componentes/contato');
    expect(heaviestPage([])).toBeUndefined();
  });
});

describe('which blocks a script came with', () => {
  it('names the folders whose client code a chunk holds, blocks first', () => {
    expect(describeAttribution({ holds: ['components/layout', 'features/lead-form', 'node_modules/@tanstack/react-query'], neededBy: [] })).toBe(
      'holds features/lead-form, components/layout, node_modules/@tanstack/react-query',
    );
  });

  it('names the blocks that need a chunk of library code only, else whoever needs it', () => {
    expect(describeAttribution({ holds: [], neededBy: ['features/lead-form', 'node_modules/@mui/material'] })).toBe('library code needed by features/lead-form');
    expect(describeAttribution({ holds: [], neededBy: ['components/layout'] })).toBe('library code needed by components/layout');
    expect(describeAttribution({ holds: [], neededBy: [] })).toBe('in no client reference manifest (framework or runtime)');
  });

  it('prints the heaviest page\'s scripts beyond the shell with their total', () => {
    const text = formatScriptsBeyond('/pt-BR/componentes/contato', [
      { ...script('embed', 60), holds: ['features/social-embeds'], neededBy: [] },
      { ...script('form', 30), holds: [], neededBy: ['features/lead-form'] },
    ]);
    expect(text).toBe(
      [
        '/pt-BR/componentes/contato: 2 scripts beyond the shell\'s, 90.0 KB gzip',
        '     60.0 KB  /_next/static/chunks/embed.js  holds features/social-embeds',
        '     30.0 KB  /_next/static/chunks/form.js  library code needed by features/lead-form',
      ].join('\n'),
    );
    expect(formatScriptsBeyond('/pt-BR', [])).toBe("/pt-BR: 0 scripts beyond the shell's, 0.0 KB gzip\n  (none)");
  });
});

const htmlPage = (path: string, htmlKb: number): PageHtmlFigures => ({
  path,
  html: { htmlBytes: htmlKb * KB, htmlGzipBytes: 20 * KB, inlineCssBytes: 60 * KB, emotionCssBytes: 55 * KB, stylesheetBytes: 0.6 * KB, flightBytes: 66 * KB },
});

describe('HTML weight', () => {
  const bare = htmlPage('/pt-BR/reference/bare', 45);

  it('holds the home page\'s HTML to 2x the bare page\'s, the limit included', () => {
    expect(htmlBudget(bare, htmlPage('/pt-BR', 90))).toMatchObject({ name: 'HTML /pt-BR vs bare page', status: 'pass', figures: '90.0 KB vs 45.0 KB = 2.00x (<= 2.00x)' });
    expect(htmlBudget(bare, htmlPage('/pt-BR', 152)).status).toBe('fail');
    expect(htmlBudget({ ...bare, html: { ...bare.html, htmlBytes: 0 } }, htmlPage('/pt-BR', 10)).status).toBe('fail');
  });

  it('tabulates HTML, CSS inside and beside it, and flight data per page', () => {
    const text = formatHtmlWeight(bare, [htmlPage('/pt-BR', 152)]);
    expect(text.split('\n')[0]).toMatch(/page\s+HTML KB\s+gzip\s+inline CSS\s+Emotion\s+CSS files\s+flight\s+vs bare/);
    expect(text).toMatch(/\/pt-BR\/reference\/bare \(reference\)\s+45\.0\s+20\.0\s+60\.0\s+55\.0\s+0\.6\s+66\.0\s+1\.00x/);
    expect(text).toMatch(/\/pt-BR\s+152\.0\s+20\.0\s+60\.0\s+55\.0\s+0\.6\s+66\.0\s+3\.38x/);
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
