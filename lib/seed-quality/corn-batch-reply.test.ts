import { cornBatchReply, type CornBatchOutcome } from './corn-batch-reply';

const result = { hybrid: 'TL 2280 VIP3', grade: 'C2M', germinationPower: 96, recommendedPlate: '28 furos', doubles: 1.5, failures: 2, pureSeed: 99.8, dav: '12/03/2026' };

describe('cornBatchReply (spec §7)', () => {
  it.each<[string, CornBatchOutcome, number, unknown]>([
    ['a 200 passes the answer on', { kind: 'answer', status: 200, body: result }, 200, result],
    ['a 200 with a message passes it on too (the widget reads it as a failure)', { kind: 'answer', status: 200, body: { message: 'Lote não encontrado' } }, 200, { message: 'Lote não encontrado' }],
    ['a 400 passes its error body on', { kind: 'answer', status: 400, body: { message: 'seedGroupCode inválido' } }, 400, { message: 'seedGroupCode inválido' }],
    ['a 401 is an unknown error', { kind: 'answer', status: 401 }, 502, { error: 'upstream_error', message: 'Unkown error' }],
    ['a 404 is an unknown error', { kind: 'answer', status: 404 }, 502, { error: 'upstream_error', message: 'Unkown error' }],
    ['a 500 is an unknown error, never our 500', { kind: 'answer', status: 500 }, 502, { error: 'upstream_error', message: 'Unkown error' }],
    ['a 503 is an unknown error', { kind: 'answer', status: 503 }, 502, { error: 'upstream_error', message: 'Unkown error' }],
    ['a 204 is an unknown error', { kind: 'answer', status: 204 }, 502, { error: 'upstream_error', message: 'Unkown error' }],
    ['an exception is Error', { kind: 'exception', timedOut: false }, 502, { error: 'upstream_error', message: 'Error' }],
    ['a timeout is Error, as a 504', { kind: 'exception', timedOut: true }, 504, { error: 'upstream_timeout', message: 'Error' }],
  ])('%s', (_name, outcome, status, body) => {
    expect(cornBatchReply(outcome)).toEqual({ status, body });
  });
});
