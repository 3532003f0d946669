import { parseEnv } from '@/lib/env';
import { authorAuthSchema, languageRootsSchema } from './config';

const aem = { CMS_SOURCE: 'aem', CMS_BASE_URL: 'https://publish.aem.example', CMS_AUTHOR_URL: 'https://author.aem.example' };

/** The configuration error of an environment, or '' when it parses. */
function problemsOf(source: Record<string, string>): string {
  try {
    parseEnv(source);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('CMS_AUTHOR_AUTH', () => {
  it('reads basic credentials, with colons allowed in the password only', () => {
    expect(authorAuthSchema.parse('basic:preview-reader:s3cret')).toEqual({ scheme: 'basic', user: 'preview-reader', password: 's3cret' });
    expect(authorAuthSchema.parse('basic:reader:a:b c:d')).toEqual({ scheme: 'basic', user: 'reader', password: 'a:b c:d' });
    expect(authorAuthSchema.parse('Basic:reader:pw')).toEqual({ scheme: 'basic', user: 'reader', password: 'pw' });
  });

  it('reads a bearer token', () => {
    expect(authorAuthSchema.parse('bearer:eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln-_')).toEqual({
      scheme: 'bearer',
      token: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln-_',
    });
    expect(authorAuthSchema.parse('BEARER:abc/def+ghi==')).toEqual({ scheme: 'bearer', token: 'abc/def+ghi==' });
  });

  it.each([
    ['no scheme', 'reader:s3cret'],
    ['an unknown scheme', 'digest:reader:s3cret'],
    ['basic without a password', 'basic:reader'],
    ['basic with an empty password', 'basic:reader:'],
    ['basic with an empty user', 'basic::s3cret'],
    ['a bearer token with a space', 'bearer:abc def'],
    ['an empty bearer token', 'bearer:'],
    ['a header value instead of the format', 'Bearer abc'],
  ])('refuses %s without quoting the value', (_case, value) => {
    const message = problemsOf({ ...aem, CMS_AUTHOR_AUTH: value });
    expect(message).toContain('CMS_AUTHOR_AUTH: must be basic:<user>:<password> or bearer:<token>');
    for (const secret of value.split(/[:\s]/).filter((part) => part.length > 3 && !/^(basic|bearer|digest)$/i.test(part))) {
      expect(message).not.toContain(secret);
    }
  });

  it('reaches the AEM settings, and needs the author URL it is meant for', () => {
    expect(parseEnv({ ...aem, CMS_AUTHOR_AUTH: 'bearer:t0ken' }).aem.authorAuth).toEqual({ scheme: 'bearer', token: 't0ken' });
    expect(parseEnv(aem).aem.authorAuth).toBeUndefined();
    const { CMS_AUTHOR_URL: _authorUrl, ...withoutAuthor } = aem;
    expect(problemsOf({ ...withoutAuthor, CMS_AUTHOR_AUTH: 'bearer:t0ken' })).toContain('CMS_AUTHOR_AUTH: needs CMS_AUTHOR_URL');
  });
});

describe('CMS_AEM_ROOTS', () => {
  it('reads each locale\'s language root, at any depth, language masters included', () => {
    expect(languageRootsSchema.parse('pt-BR=/content/terralis/br/pt, es-AR=/content/terralis/ar/es,en-US=/content/terralis/language-masters/en/')).toEqual({
      'pt-BR': '/content/terralis/br/pt',
      'es-AR': '/content/terralis/ar/es',
      'en-US': '/content/terralis/language-masters/en',
    });
    expect(parseEnv({ ...aem, CMS_AEM_ROOTS: 'pt-BR=/content/wknd-spa-react/br/pt' }).aem.languageRoots).toEqual({ 'pt-BR': '/content/wknd-spa-react/br/pt' });
    expect(parseEnv(aem).aem.languageRoots).toEqual({});
  });

  it.each([
    ['fr-FR=/content/terralis/fr/fr', 'not a locale of the site'],
    ['pt-BR=/etc/terralis/pt', 'not a path under /content'],
    ['pt-BR=/content/terralis/../../etc', 'not a path under /content'],
    ['pt-BR=content/terralis/pt', 'not a path under /content'],
    ['pt-BR=/content/a/pt,pt-BR=/content/b/pt', 'given twice'],
  ])('refuses %s', (value, message) => {
    expect(problemsOf({ ...aem, CMS_AEM_ROOTS: value })).toContain(message);
  });
});

describe('CMS_AEM_HEADER_FRAGMENT, CMS_AEM_FOOTER_FRAGMENT and CMS_AEM_HOME_PAGE', () => {
  it('default to the AEM archetype\'s fragments and a SPA root\'s /home', () => {
    expect(parseEnv(aem).aem).toMatchObject({ chromeFragments: { header: 'site/header/master', footer: 'site/footer/master' }, homePage: '/home' });
  });

  it('take a site\'s own names, and `none` turns serving a home page at the root off', () => {
    const settings = parseEnv({ ...aem, CMS_AEM_HEADER_FRAGMENT: 'global/top/master', CMS_AEM_FOOTER_FRAGMENT: 'global/bottom/master', CMS_AEM_HOME_PAGE: 'none' }).aem;
    expect(settings).toMatchObject({ chromeFragments: { header: 'global/top/master', footer: 'global/bottom/master' }, homePage: null });
    expect(parseEnv({ ...aem, CMS_AEM_HOME_PAGE: '/inicio' }).aem.homePage).toBe('/inicio');
  });

  it.each([
    ['CMS_AEM_HEADER_FRAGMENT', '/content/experience-fragments/x/header', 'must be a path like site/header/master'],
    ['CMS_AEM_FOOTER_FRAGMENT', 'site/../footer', 'must be a path like site/header/master'],
    ['CMS_AEM_HOME_PAGE', 'home', 'must be a page path like /home, or none'],
    ['CMS_AEM_HOME_PAGE', '/home.html', 'must be a page path like /home, or none'],
  ])('refuses %s=%s', (name, value, message) => {
    expect(problemsOf({ ...aem, [name]: value })).toContain(message);
  });
});
