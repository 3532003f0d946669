import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { sandboxFetch } from '@/lib/sandbox/fetch';

/**
 * The sandbox's control API as unit tests use it: the same calls Playwright makes over HTTP at
 * `/sandbox/_control/...`, answered in-process.
 */
async function control(path: string, init?: RequestInit): Promise<unknown> {
  const response = await sandboxFetch(`${SANDBOX_ORIGIN}/_control${path}`, init);
  if (!response.ok) throw new Error(`sandbox control ${path} answered ${response.status}`);
  return response.status === 204 ? null : response.json();
}

export interface FaultRequest {
  path: string;
  method?: string;
  query?: Record<string, string>;
  status?: number;
  delayMs?: number;
  malformed?: boolean;
  times?: number;
}

export const sandbox = {
  SANDBOX_MUNCHKIN_ID: '284-TRL-731',
  reset: () => control('/reset', { method: 'POST' }),
  fault: (rule: FaultRequest) =>
    control('/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rule) }),
  requests: async (path: string) => (await control(`/requests?${new URLSearchParams({ path })}`)) as { method: string; path: string; query: Record<string, string>; time: string }[],
  submissions: async (query: Record<string, string>) =>
    (await control(`/marketo/submissions?${new URLSearchParams(query)}`)) as { formId: number; leadId: number; status: string; fields: Record<string, string> }[],
  expireMarketoTokens: () => control('/marketo/expire-tokens', { method: 'POST' }),
  setFlag: (key: string, flag: { enabled: boolean; allowList?: string[] }) =>
    control(`/flags/${encodeURIComponent(key)}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(flag) }),
};
