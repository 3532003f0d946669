// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/setup/msw-server';
import { authorizationHeader, createAemClient } from './client';

const PUBLISH = 'https://aem.example.test';
const AUTHOR = 'https://author.aem.example.test';
const PAGE = '/content/crop-science/pt-br/campanhas.model.json';

/** The Authorization header each instance received, as 'host header' ('-' when none). */
let received: string[];

function recordingInstance(base: string) {
  return http.get(`${base}/content/*`, ({ request }) => {
    received.push(`${new URL(request.url).host} ${request.headers.get('authorization') ?? '-'}`);
    return HttpResponse.json({ title: 'Campanhas' });
  });
}

beforeEach(() => {
  received = [];
  server.use(recordingInstance(PUBLISH), recordingInstance(AUTHOR));
});

describe('AEM client credentials', () => {
  it('encodes basic credentials as UTF-8 then base64, and a bearer token as it is', () => {
    expect(authorizationHeader({ scheme: 'basic', user: 'Aladdin', password: 'open sesame' })).toBe('Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
    expect(authorizationHeader({ scheme: 'basic', user: 'joão', password: 'p:ção' })).toBe(`Basic ${Buffer.from('joão:p:ção', 'utf8').toString('base64')}`);
    expect(authorizationHeader({ scheme: 'bearer', token: 'abc.def' })).toBe('Bearer abc.def');
  });

  it('sends the credentials to the author instance and never to publish', async () => {
    const aem = createAemClient({ publishUrl: PUBLISH, authorUrl: AUTHOR, authorAuth: { scheme: 'basic', user: 'reader', password: 's3cret' }, timeoutMs: 1000 });
    await aem.getJson('author', PAGE);
    await aem.getJson('publish', PAGE);
    expect(received).toEqual([`author.aem.example.test Basic ${btoa('reader:s3cret')}`, 'aem.example.test -']);
  });

  it('sends a bearer token to the author instance', async () => {
    const aem = createAemClient({ publishUrl: PUBLISH, authorUrl: AUTHOR, authorAuth: { scheme: 'bearer', token: 'tok-123' }, timeoutMs: 1000 });
    await aem.getJson('author', PAGE);
    expect(received).toEqual(['author.aem.example.test Bearer tok-123']);
  });

  it('keeps the credentials when an author read goes to publish for want of an author URL', async () => {
    const aem = createAemClient({ publishUrl: PUBLISH, authorAuth: { scheme: 'bearer', token: 'tok-123' }, timeoutMs: 1000 });
    expect(aem.hasAuthor).toBe(false);
    await aem.getJson('author', PAGE);
    expect(received).toEqual(['aem.example.test -']);
  });

  it('sends no Authorization header to the author instance without credentials', async () => {
    await createAemClient({ publishUrl: PUBLISH, authorUrl: AUTHOR, timeoutMs: 1000 }).getJson('author', PAGE);
    expect(received).toEqual(['author.aem.example.test -']);
  });
});
