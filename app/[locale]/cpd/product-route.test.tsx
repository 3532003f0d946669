// @vitest-environment node
import { Fragment, isValidElement, type ReactElement } from 'react';
import { ProductDetailPage } from '@/features/product-detail';
import { UpstreamError } from '@/lib/upstreams/http';
import { sandbox } from '@/tests/sandbox-control';
import { NotFoundMessage } from '../_status/not-found-message';
import { PageFailure } from '../_status/page-failure';
import { NotFoundStatus } from '../_status/response-status';
import CropProtectionProductRoute, * as cpd from './[seoSlug]/page';
import SeedProductRoute, * as d from '../d/[seoSlug]/page';

vi.mock('next-intl/server', async () => ({ ...(await import('@/tests/server-translations')), setRequestLocale: () => undefined }));
// Next's data cache needs a request scope; here each read goes to the sandbox.
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));

const PRODUCTS = '/catalogue/v1/products';
const params = (locale: string, seoSlug: string) => Promise.resolve({ locale, seoSlug });

/** The elements a route rendered at its top (a fragment's children or the element itself). */
function rendered(node: unknown): ReactElement<Record<string, unknown>>[] {
  if (!isValidElement<{ children?: unknown }>(node)) return [];
  return node.type === Fragment ? ([node.props.children].flat() as ReactElement<Record<string, unknown>>[]) : [node as ReactElement<Record<string, unknown>>];
}

const routes = {
  cpd: { page: CropProtectionProductRoute, metadata: cpd.generateMetadata },
  d: { page: SeedProductRoute, metadata: d.generateMetadata },
};

beforeEach(() => sandbox.reset());

describe.each([
  ['cpd', cpd],
  ['d', d],
] as const)('/{locale}/%s/{seoSlug}', (_route, module) => {
  it('is ISR: no page at build, each kept 30 minutes once rendered', async () => {
    expect(module.revalidate).toBe(1800);
    expect(await module.generateStaticParams()).toEqual([]);
  });
});

describe.each([
  ['a crop protection product', 'cpd', 'pt-BR', 'cobalto-250-ec', 'Cobalto 250 EC – Fungicida'],
  ['a biological', 'cpd', 'es-AR', 'kairos', 'Kairós – Nematicida biológico'],
  ['a seed', 'd', 'en-US', 'aurora-t0785', 'Aurora T0785 – Hybrid'],
] as const)('%s', (_, route, locale, slug, title) => {
  it('renders its page, with its metadata', async () => {
    const [shown] = rendered(await routes[route].page({ params: params(locale, slug) }));
    expect(shown?.type).toBe(ProductDetailPage);
    expect(shown?.props).toMatchObject({ locale, product: { seoSlug: slug, assets: { logo: expect.any(String) } } });
    expect(await routes[route].metadata({ params: params(locale, slug) })).toMatchObject({ title, robots: { index: true, follow: true } });
  });
});

describe.each([
  ['a seed on /cpd', 'cpd', 'aurora-t0785'],
  ['a crop protection product on /d', 'd', 'cobalto-250-ec'],
  ['a biological on /d', 'd', 'kairos'],
  ['an unknown slug', 'cpd', 'no-such-product'],
  ['a slug that cannot be one', 'd', 'Aurora_T0785'],
] as const)('%s', (_, route, slug) => {
  it('renders the localized 404 page with its status, titled as the 404', async () => {
    const shown = rendered(await routes[route].page({ params: params('es-AR', slug) }));
    expect(shown.map((element) => element.type)).toEqual([NotFoundMessage, NotFoundStatus]);
    expect(shown[0]?.props).toEqual({ locale: 'es-AR' });
    expect(await routes[route].metadata({ params: params('es-AR', slug) })).toEqual({ title: 'Página no encontrada' });
  });
});

it('renders the 404 for a first segment that is no locale, in the default locale', async () => {
  const shown = rendered(await SeedProductRoute({ params: params('fr-FR', 'aurora-t0785') }));
  expect(shown.map((element) => element.type)).toEqual([NotFoundMessage, NotFoundStatus]);
  expect(shown[0]?.props).toEqual({ locale: 'pt-BR' });
});

describe('when the catalogue fails', () => {
  beforeEach(() => sandbox.fault({ path: PRODUCTS, query: { slugs: 'cobalto-250-ec' }, status: 503, times: 0 }));

  it('renders the error page (its message in the HTML, 500 beside it) with a retry at its address: a failed render is never kept', async () => {
    const [shown] = rendered(await CropProtectionProductRoute({ params: params('en-US', 'cobalto-250-ec') }));
    expect(shown?.type).toBe(PageFailure);
    expect(shown?.props).toEqual({ locale: 'en-US', retryHref: '/en-US/cpd/cobalto-250-ec', error: expect.any(UpstreamError) });
  });

  it('fails its metadata with the same error, as the CMS route does: the error page titles itself', async () => {
    await expect(cpd.generateMetadata({ params: params('en-US', 'cobalto-250-ec') })).rejects.toBeInstanceOf(UpstreamError);
  });
});
