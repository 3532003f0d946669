import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** A sandbox fault (README "The sandbox", `POST /sandbox/_control/faults`). */
export interface FaultRule {
  path: string;
  method?: string;
  query?: Record<string, string>;
  status?: number;
  delayMs?: number;
  malformed?: boolean;
  /** How many matching requests it takes (default 1; 0 = until removed). */
  times?: number;
}

/**
 * The faults one spec file sets, removed by their ids: the sandbox's faults are global to the
 * server and other files' journeys run beside these, so a spec never clears faults it did not set.
 * Call `remove` in the file's `afterEach`.
 */
export function sandboxFaults() {
  const ids: string[] = [];
  return {
    async add(request: APIRequestContext, rule: FaultRule): Promise<void> {
      const response = await request.post('/sandbox/_control/faults', { data: rule });
      expect(response.status()).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    },
    remove: (request: APIRequestContext) => Promise.all(ids.splice(0).map((id) => removeFault(request, id))),
  };
}

/**
 * Deletes a fault, once more if the connection was reset: after a long journey the request context
 * may send it on a kept-alive socket the server closed meanwhile (Node's 5 s keep-alive timeout).
 * A DELETE of the same fault twice is harmless.
 */
async function removeFault(request: APIRequestContext, id: string): Promise<void> {
  const remove = () => request.delete(`/sandbox/_control/faults/${id}`);
  try {
    await remove();
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    await remove();
  }
}
