// @vitest-environment node
import { carbonProgramAnswerSchema } from '@/lib/carbon-program/contract';
import { env } from '@/lib/env';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { sandbox } from '@/tests/sandbox-control';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { fetchCarbonDocument, fetchCarbonProgram } from './client';
import { carbonProgramConfig, type CarbonProgramSettings } from './config';

const ANA = 'sbx-br-0001';
const CARLOS = 'sbx-br-0002';
const PROGRAM_PATH = `/carbon-program/v1/carbon-program/${ANA}`;
const CONTRACT_PDF = '/carbon-program/v1/documents/contrato-santa-rita.pdf';

beforeEach(() => sandbox.reset());

describe('a participant’s programme, on the sandbox', () => {
  it('answers Ana’s three fields with the documents that exist, in the journey’s order, statuses mapped and PDFs behind our route', async () => {
    const answer = carbonProgramAnswerSchema.parse(await fetchCarbonProgram(ANA));
    if (!answer.participant) throw new Error('Ana takes part');
    expect(answer.fields.map((field) => [field.name, field.documents.map((document) => `${document.kind}:${document.status}`)])).toEqual([
      ['Talhão Santa Rita', ['contracts:approved', 'socioenvironmentalAnalysis:approved', 'soilAnalysis:inReview', 'managementPlans:pending']],
      ['Talhão Boa Vista', ['contracts:approved', 'socioenvironmentalAnalysis:rejected']],
      ['Talhão Cerrado Novo', ['contracts:pending']],
    ]);
    expect(answer.fields[0]).toMatchObject({ id: 'talhao-santa-rita', areaHectares: 182.5 });
    expect(answer.fields[0]!.documents[0]!.pdfHref).toBe(`/api/carbon-program/${ANA}/documents/talhao-santa-rita/contracts`);
    expect(await sandbox.requests(PROGRAM_PATH)).toHaveLength(1);
  });

  it('answers Carlos, who joined, with no fields yet', async () => {
    expect(await fetchCarbonProgram(CARLOS)).toEqual({ participant: true, fields: [] });
  });

  it('answers not a participant for a user the programme does not know', async () => {
    expect(await fetchCarbonProgram('sbx-br-0003')).toEqual({ participant: false });
  });

  it('fails as unreachable with nothing configured', async () => {
    const unconfigured: CarbonProgramSettings = { baseUrl: null, apiKey: null, timeoutMs: 500 };
    expect(await upstreamFailureOf(fetchCarbonProgram(ANA, unconfigured))).toMatchObject({ failure: 'unreachable' });
  });

  it('is refused with a wrong key', async () => {
    expect(await upstreamFailureOf(fetchCarbonProgram(ANA, { ...env.carbonProgram, apiKey: 'wrong' }))).toMatchObject({ failure: 'status', status: 401 });
  });
});

describe('a document’s PDF', () => {
  it('serves Ana’s contract as a PDF, found through her own programme', async () => {
    const file = await fetchCarbonDocument(ANA, 'talhao-santa-rita', 'contracts');
    expect(file?.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(file!.bytes)).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
    expect(await sandbox.requests(CONTRACT_PDF)).toHaveLength(1);
  });

  it.each([
    ['a document the field does not have yet', ANA, 'talhao-boa-vista', 'managementPlans'],
    ['a field of another participant', CARLOS, 'talhao-santa-rita', 'contracts'],
    ['a user who takes no part', 'sbx-br-0003', 'talhao-santa-rita', 'contracts'],
  ] as const)('answers null for %s, without fetching any file', async (_name, user, field, kind) => {
    expect(await fetchCarbonDocument(user, field, kind)).toBeNull();
    expect(await sandbox.requests(`/carbon-program/v1/carbon-program/${user}`)).toHaveLength(1);
    expect(await sandbox.requests(CONTRACT_PDF)).toHaveLength(0);
  });
});

describe('settings', () => {
  it('uses the sandbox with its own key unless a service is configured, which then needs its key', () => {
    const context = (present: Record<string, string>, on = true) => ({ sandbox: on, sandboxUrl: (path: string) => `${SANDBOX_ORIGIN}${path}`, present });
    const parse = (present: Record<string, string>, on = true) => carbonProgramConfig.settings(carbonProgramConfig.variables.parse(present), context(present, on));
    expect(parse({})).toMatchObject({ baseUrl: `${SANDBOX_ORIGIN}/carbon-program/v1`, apiKey: 'sandbox-carbon-program-key', timeoutMs: 5000 });
    expect(parse({}, false)).toMatchObject({ baseUrl: null, apiKey: null });
    expect(parse({ CARBON_PROGRAM_API_URL: 'https://carbon.example/v1', CARBON_PROGRAM_API_KEY: 'k' }, false)).toMatchObject({ baseUrl: 'https://carbon.example/v1', apiKey: 'k' });
    expect(carbonProgramConfig.problems?.(context({ CARBON_PROGRAM_API_URL: 'https://carbon.example/v1' }))).toHaveLength(1);
  });
});

// Its 404 (the fault's body is not the service's `not-participant`) is a failure too: a wrong address never sends a participant away.
describeUpstreamFaults('the programme', { path: PROGRAM_PATH }, (timeoutMs) => fetchCarbonProgram(ANA, { ...env.carbonProgram, timeoutMs }));
describeUpstreamFaults('a document’s PDF', { path: CONTRACT_PDF }, (timeoutMs) => fetchCarbonDocument(ANA, 'talhao-santa-rita', 'contracts', { ...env.carbonProgram, timeoutMs }));
