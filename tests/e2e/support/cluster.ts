import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../../scripts/cluster/free-port.mjs';
import { startNodeScript } from './node-process';

const root = path.resolve(__dirname, '../../..');

/** A piece of the cluster as `npm run start:cluster` prints it: `cluster: instance-2 http://127.0.0.1:40123 (pid 4242)`. */
export interface ClusterPiece {
  name: string;
  address: string;
  pid: number;
}

export interface RunningCluster {
  /** The balancer. */
  origin: string;
  instances: ClusterPiece[];
  redis: ClusterPiece;
  /** Everything the cluster printed so far (its own lines and its pieces'). */
  output: string[];
  /** The copy of the content its instances read: writing here is publishing to the CMS. */
  contentDir: string;
  stop(): Promise<void>;
}


/** Reads the pieces from the lines `scripts/cluster.mjs` prints once it is ready. */
export function piecesOf(output: readonly string[]): { instances: ClusterPiece[]; redis?: ClusterPiece; balancer?: ClusterPiece } {
  const pieces = output.flatMap((line) => {
    const match = /^cluster: (instance-\d+|redis|balancer) (\S+) \(.*pid (\d+)\)$/.exec(line);
    return match ? [{ name: match[1]!, address: match[2]!, pid: Number(match[3]) }] : [];
  });
  return {
    instances: pieces.filter((piece) => piece.name.startsWith('instance-')),
    redis: pieces.find((piece) => piece.name === 'redis'),
    balancer: pieces.find((piece) => piece.name === 'balancer'),
  };
}

/**
 * `npm run start:cluster` as a person runs it (node scripts/cluster.mjs), over a copy of the content
 * so tests can publish; on free ports, with its own Redis. Resolves once it says it is ready.
 */
export async function startCluster({ size = 3, timeoutMs = 150_000 } = {}): Promise<RunningCluster> {
  const contentDir = path.join(root, '.cluster-content');
  rmSync(contentDir, { recursive: true, force: true });
  cpSync(path.join(root, 'content'), contentDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(await freePort()),
    HOSTNAME: '127.0.0.1',
    CLUSTER_SIZE: String(size),
    CMS_CONTENT_DIR: contentDir,
    // Every request of the suite comes from 127.0.0.1 (see playwright.config.ts).
    RATE_LIMIT_WRITES_PER_MINUTE: '10000',
    RATE_LIMIT_SECRET_FAILURES: '10000',
  };
  for (const name of ['REDIS_URL', 'CLUSTER_INSTANCE_PORT', 'CLUSTER_REDIS_PORT', 'SESSION_SECRET', 'E2E_PORT']) delete env[name];

  const cluster = startNodeScript('scripts/cluster.mjs', env);
  const { child, output } = cluster;
  const stop = async () => {
    await cluster.stop();
    rmSync(contentDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (!output.some((line) => line.startsWith('cluster: ready on '))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`npm run start:cluster did not get ready:\n${output.slice(-40).join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { instances, redis, balancer } = piecesOf(output);
  if (!redis || !balancer || instances.length !== size) {
    await stop();
    throw new Error(`npm run start:cluster printed no address for every piece:\n${output.join('\n')}`);
  }
  return { origin: balancer.address, instances, redis, output, contentDir, stop };
}
