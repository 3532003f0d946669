import { Fragment, isValidElement, type ReactElement } from 'react';
import { ContentSourceError } from '@/lib/cms/sources/types';
import type { CmsPage } from '@/lib/cms/model';
import CmsPageRoute from '../[[...slug]]/page';
import GuardedCmsPageRoute from '../guarded-page/[[...slug]]/page';
import { PageFailure } from '../_status/page-failure';
import { NotFoundMessage } from '../_status/not-found-message';
import { NotFoundStatus } from '../_status/response-status';

vi.mock('next-intl/server', async () => ({ ...(await import('@/tests/server-translations')), setRequestLocale: () => undefined }));
vi.mock('@/lib/auth/guard', () => ({ guardPage: vi.fn(), currentViewer: vi.fn(), pageAccessDecision: vi.fn() }));
const pages = vi.hoisted(() => ({ getPage: vi.fn(), getSiteChrome: vi.fn(), getAlternates: vi.fn(), listPages: vi.fn(), isPreview: vi.fn() }));
vi.mock('@/lib/cms/pages', () => pages);

const params = (locale: string, slug?: string[]) => Promise.resolve({ locale, ...(slug && { slug }) });

const guardedPage: CmsPage = {
  locale: 'en-US',
  path: '/growers-corner',
  isDraft: false,
  properties: { title: "Growers' corner", translationKey: 'growers-corner', access: { requireLogin: true } } as CmsPage['properties'],
  childNodes: [],
};

/** The elements a route rendered at its top (a fragment's children or the element itself). */
function rendered(node: unknown): ReactElement[] {
  if (!isValidElement(node)) return [];
  const { children } = node.props as { children?: unknown };
  return node.type === Fragment ? ([children].flat() as ReactElement[]) : [node];
}

describe.each([
  ['the cached CMS route', CmsPageRoute],
  ['the per-request route of pages with access rules', GuardedCmsPageRoute],
])('%s', (_name, route) => {
  beforeEach(() => {
    vi.clearAllMocks();
    pages.getSiteChrome.mockResolvedValue({});
    pages.getAlternates.mockResolvedValue({});
    pages.listPages.mockResolvedValue([]);
    pages.isPreview.mockResolvedValue(false);
  });

  it('renders the error page (its message in the HTML, 500 beside it) when the page cannot be read, with a retry at its address', async () => {
    const failure = new ContentSourceError('AEM did not answer within 5000 ms for /content/x/en-us/growers-corner.model.json');
    pages.getPage.mockRejectedValue(failure);
    const [shown] = rendered(await route({ params: params('en-US', ['growers-corner']) }));
    expect(shown?.type).toBe(PageFailure);
    expect(shown?.props).toEqual({ locale: 'en-US', retryHref: '/en-US/growers-corner', error: failure });
  });

  it('renders the error page when what surrounds the page (chrome, listing) cannot be read', async () => {
    pages.getPage.mockResolvedValue(guardedPage);
    pages.getSiteChrome.mockRejectedValue(new ContentSourceError('AEM answered 503 for /content/x/en-us/site-config.model.json'));
    const [shown] = rendered(await route({ params: params('en-US', ['growers-corner']) }));
    expect(shown?.type).toBe(PageFailure);
  });

  it('renders the localized 404 page with its status when the CMS has no page there', async () => {
    pages.getPage.mockResolvedValue(null);
    const shown = rendered(await route({ params: params('es-AR', ['no-existe']) }));
    expect(shown.map((element) => element.type)).toEqual([NotFoundMessage, NotFoundStatus]);
    expect(shown[0]?.props).toEqual({ locale: 'es-AR' });
  });
});

it('the per-request route answers 404 for a page without access rules (those are served by the cached route)', async () => {
  pages.getPage.mockResolvedValue({ ...guardedPage, properties: { ...guardedPage.properties, access: undefined } });
  pages.getSiteChrome.mockResolvedValue({});
  pages.getAlternates.mockResolvedValue({});
  pages.listPages.mockResolvedValue([]);
  pages.isPreview.mockResolvedValue(false);
  const shown = rendered(await GuardedCmsPageRoute({ params: params('en-US', ['growers-corner']) }));
  expect(shown.map((element) => element.type)).toEqual([NotFoundMessage, NotFoundStatus]);
});
