// @vitest-environment node
import { clusterBudgets, compareClusterThroughput, formatClusterThroughput } from './cluster.mjs';

const target = (label: string, reqPerSec: number, problem: string | null = null) => ({
  key: label,
  label,
  path: '/pt-BR/campanhas',
  url: `http://127.0.0.1:1/pt-BR/campanhas`,
  reqPerSec,
  p50Ms: 90,
  p99Ms: 210,
  total: reqPerSec * 10,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  statusCodes: { 200: reqPerSec * 10 },
  durationS: 10,
  problem,
});

describe('the cluster against one instance', () => {
  it('is the ratio of their requests/s, bounded by the cores there are', () => {
    expect(compareClusterThroughput({ single: target('one', 400), cluster: target('three', 520), instances: 3, cpus: 2 })).toEqual({
      instances: 3,
      cpus: 2,
      ratio: 1.3,
      bound: 2,
      problem: null,
    });
    expect(compareClusterThroughput({ single: target('one', 400), cluster: target('three', 1000), instances: 3, cpus: 8 }).bound).toBe(3);
    expect(compareClusterThroughput({ single: target('one', 400), cluster: target('three', 400), instances: 3, cpus: 1 }).bound).toBe(1);
  });

  it('cannot be compared when either measurement failed', () => {
    const broken = compareClusterThroughput({ single: target('one', 400), cluster: target('three', 300, '12 non-2xx answers'), instances: 3, cpus: 2 });
    expect(broken.ratio).toBeNaN();
    expect(broken.problem).toBe('cluster: 12 non-2xx answers');
    expect(compareClusterThroughput({ single: target('one', 0, 'no request completed'), cluster: target('three', 300), instances: 3, cpus: 2 }).problem).toBe(
      'one instance: no request completed',
    );
  });

  it('reports both figures, the ratio and the bound honestly', () => {
    const single = target('one instance (instance-1)', 400);
    const cluster = target('3 instances behind HAProxy', 520);
    const text = formatClusterThroughput({ single, cluster, comparison: compareClusterThroughput({ single, cluster, instances: 3, cpus: 2 }) });
    expect(text).toContain('one instance (instance-1)');
    expect(text).toMatch(/400 req\/s/);
    expect(text).toMatch(/520 req\/s/);
    expect(text).toContain('1.30x one instance, with 3 instances on 2 CPUs: at most 2x is possible here');
  });

  it('says why when the figures cannot be compared', () => {
    const single = target('one', 400);
    const cluster = target('three', 300, '3 connection errors (0 timeouts)');
    expect(formatClusterThroughput({ single, cluster, comparison: compareClusterThroughput({ single, cluster, instances: 3, cpus: 2 }) })).toContain(
      'not comparable: cluster: 3 connection errors (0 timeouts)',
    );
  });
});

describe('clusterBudgets', () => {
  const comparison = { instances: 3, cpus: 2, ratio: 1.28, bound: 2, problem: null };

  it('passes when every instance answered through the balancer, and reports the ratio without judging it', () => {
    const [spread, ratio] = clusterBudgets({ comparison, answeredBy: ['instance-1', 'instance-2', 'instance-3', 'instance-1', 'instance-2', 'instance-3'] });
    expect(spread).toMatchObject({ status: 'pass', actual: 3, figures: '3 of 3 instances answered 6 requests' });
    expect(ratio).toMatchObject({ status: 'info', actual: 1.28, figures: '1.28x on 2 CPUs (at most 2x possible here)' });
  });

  it('fails when the balancer sends everything to fewer instances, and says when the ratio cannot be compared', () => {
    const [spread, ratio] = clusterBudgets({ comparison: { ...comparison, ratio: Number.NaN, problem: 'cluster: 12 errors' }, answeredBy: ['instance-1', 'instance-1', 'unknown'] });
    expect(spread).toMatchObject({ status: 'fail', actual: 1 });
    expect(ratio).toMatchObject({ status: 'info', actual: null, figures: 'not comparable: cluster: 12 errors' });
  });
});
