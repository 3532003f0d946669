// @vitest-environment node
import { env } from '@/lib/env';
import { digitalFinanceRecordsSchema } from '@/lib/finance/contract';
import { sandbox } from '@/tests/sandbox-control';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { digitalFinanceRecords } from './client';
import { customerKey } from './contract';
import { SANDBOX_ARS_PER_USD } from './sandbox/seed';

const MARTINA = 'martina.gomez@example.com.ar';
const accountsPath = (email: string) => `/finance/api/customers/${customerKey(email)}/accounts`;

describe('digitalFinanceRecords on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it("keys Martina's two accounts by CUIT, with the vendor's debt figures under our names", async () => {
    const records = digitalFinanceRecordsSchema.parse(await digitalFinanceRecords(MARTINA));
    expect(Object.keys(records)).toEqual(['30712345671', '30708877669']);
    expect(records['30712345671']).toEqual({
      cuit: '30712345671',
      businessName: 'Agropecuaria Gómez S.A.',
      limit: { USD: 250_000, ARS: 250_000 * SANDBOX_ARS_PER_USD },
      totalConsumed: { USD: 156_000, ARS: 156_000 * SANDBOX_ARS_PER_USD },
      totalConsumedPercentage: 62.4,
      available: { USD: 94_000, ARS: 94_000 * SANDBOX_ARS_PER_USD },
      availablePercentage: 37.6,
      totalDebt: { USD: 148_500, ARS: 148_500 * SANDBOX_ARS_PER_USD },
      overdueDebt: { USD: 12_300, ARS: 12_300 * SANDBOX_ARS_PER_USD },
      debtDue: { USD: 136_200, ARS: 136_200 * SANDBOX_ARS_PER_USD },
    });
    // Consumed above the limit: the service's own percentage, nothing available.
    expect(records['30708877669']).toMatchObject({ totalConsumedPercentage: 115, available: { USD: 0, ARS: 0 }, availablePercentage: 0 });
  });

  it('asks with the e-mail as the customer key and the key as a bearer token, never the e-mail in clear', async () => {
    await digitalFinanceRecords(` ${MARTINA.toUpperCase()} `);
    const [request] = await sandbox.requests(accountsPath(MARTINA));
    expect(request).toBeDefined();
    expect(request!.path).not.toContain('martina');
    expect(await sandbox.requests('/finance/api/accounts/30712345671/credit-summary')).toHaveLength(1);
    expect(await sandbox.requests('/finance/api/accounts/30708877669/debt-summary')).toHaveLength(1);
  });

  it('answers no records for a customer without accounts, and for one the service does not know', async () => {
    expect(await digitalFinanceRecords('lucia.pereyra@example.com.ar')).toEqual({});
    expect(await digitalFinanceRecords('nobody@example.com')).toEqual({});
  });

  it("fails with the service's 401 on a key it refuses", async () => {
    expect(await upstreamFailureOf(digitalFinanceRecords(MARTINA, { ...env.finance, apiKey: 'stolen' }))).toMatchObject({ failure: 'status', status: 401 });
  });

  it("fails as a whole when one account's summary fails", async () => {
    await sandbox.fault({ path: '/finance/api/accounts/30708877669/debt-summary', status: 500, times: 1 });
    expect(await upstreamFailureOf(digitalFinanceRecords(MARTINA))).toMatchObject({ failure: 'status', status: 500 });
  });
});

describeUpstreamFaults('the credit summary', { path: '/finance/api/accounts/30712345671/credit-summary' }, (timeoutMs) =>
  digitalFinanceRecords(MARTINA, { ...env.finance, timeoutMs }),
);
