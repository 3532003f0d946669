// @vitest-environment node
import { serverQueryClient } from '@/lib/query/server';
import type { Viewer } from '@/lib/cms/blocks';
import { sandboxAccounts } from '@/lib/sandbox/demo-accounts';
import { memberQueryOptions } from './member';
import { prefetchMember } from './prefetch-member';

const viewerOf = (email: string): Viewer => {
  const account = sandboxAccounts.find((candidate) => candidate.email === email)!;
  return { uid: account.sub, email, ...(account.document && { document: account.document }), roles: async () => account.roles, flagEnabled: async () => false, isHeadGrower: async () => false };
};

describe('prefetchMember', () => {
  it('reads the viewer\'s summary from the programme under the key the browser\'s hook uses', async () => {
    const queryClient = serverQueryClient();
    await prefetchMember(queryClient, viewerOf('ana.ribeiro@example.com.br'));
    const member = queryClient.getQueryData(memberQueryOptions().queryKey);
    expect(member).toMatchObject({ name: 'Ana Ribeiro', flGroupLeader: true, familiarGroup: { nmGroup: 'Família Ribeiro' } });
  });

  it('leaves a failed query (the widget\'s error state) for a viewer without a programme account', async () => {
    const queryClient = serverQueryClient();
    await prefetchMember(queryClient, { uid: 'x', roles: async () => [], flagEnabled: async () => false, isHeadGrower: async () => false });
    expect(queryClient.getQueryState(memberQueryOptions().queryKey)?.status).toBe('error');
  });
});
