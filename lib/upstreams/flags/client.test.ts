// @vitest-environment node
import { env } from '@/lib/env';
import { sandbox } from '@/tests/sandbox-control';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { fetchFlagsDocument } from './client';

const documentUrl = env.flags.documentUrl!;

describe('the flags client on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it('reads the whole document, and what a test changes in it', async () => {
    expect((await fetchFlagsDocument(documentUrl)).flags['Ar-login']).toEqual({ enabled: true });
    await sandbox.setFlag('Ar-login', { enabled: false });
    expect((await fetchFlagsDocument(documentUrl)).flags['Ar-login']).toEqual({ enabled: false });
  });
});

describeUpstreamFaults('the flags document', { path: '/flags' }, (timeoutMs) => fetchFlagsDocument(documentUrl, timeoutMs));
