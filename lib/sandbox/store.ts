import type { FaultRule } from './faults';

/**
 * The sandbox's memory: what it was asked, the faults tests set up, and each fake service's data.
 * Kept on `globalThis` so every Route Handler bundle of the running server shares one copy, for
 * the life of the process; `/sandbox/_control/reset` starts it over.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  time: string;
}

/** Enough history for a test's assertions, bounded so a long-running server does not grow. */
const MAX_RECORDED = 500;

interface SandboxState {
  requests: RecordedRequest[];
  faults: FaultRule[];
  nextFaultId: number;
  /** Each fake service's data, created from its seed on first use. */
  services: Map<string, unknown>;
}

const globalStore = globalThis as typeof globalThis & { __terralisSandbox?: SandboxState };

export function sandboxState(): SandboxState {
  globalStore.__terralisSandbox ??= { requests: [], faults: [], nextFaultId: 1, services: new Map() };
  return globalStore.__terralisSandbox;
}

export function recordRequest(request: RecordedRequest) {
  const { requests } = sandboxState();
  requests.push(request);
  if (requests.length > MAX_RECORDED) requests.splice(0, requests.length - MAX_RECORDED);
}

/** A service's state, seeded by `create` the first time it is asked for after a start or reset. */
export function serviceState<T>(service: string, create: () => T): T {
  const { services } = sandboxState();
  if (!services.has(service)) services.set(service, create());
  return services.get(service) as T;
}

export function resetSandbox() {
  delete globalStore.__terralisSandbox;
}
