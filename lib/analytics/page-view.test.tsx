import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { trackPageView } from './index';
import { PageViewTracker } from './page-view.client';

describe('page views', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });

  it('sends page_view with the locale, page type and path', () => {
    trackPageView({ locale: 'pt-BR', pageType: 'campaign', path: '/pt-BR/campanhas' });
    expect(window.dataLayer).toEqual([{ event: 'page_view', locale: 'pt-BR', page_type: 'campaign', page_path: '/pt-BR/campanhas' }]);
  });

  it('sends the path alone: never a query string or fragment, which may carry personal data', () => {
    trackPageView({ locale: 'pt-BR', pageType: 'standard', path: '/pt-BR/login?redirectUrl=/pt-BR/area-logada&email=ana@example.com.br#x' });
    expect(window.dataLayer).toEqual([{ event: 'page_view', locale: 'pt-BR', page_type: 'standard', page_path: '/pt-BR/login' }]);
  });

  it('the tracker sends one page view when its page is shown, even under StrictMode, and one per page after that', () => {
    const page = (path: string, pageType = 'standard') => (
      <StrictMode>
        <PageViewTracker locale="es-AR" pageType={pageType} path={path} />
      </StrictMode>
    );
    const { rerender, container } = render(page('/es-AR'));
    expect(container).toBeEmptyDOMElement();
    expect(window.dataLayer).toEqual([{ event: 'page_view', locale: 'es-AR', page_type: 'standard', page_path: '/es-AR' }]);
    rerender(page('/es-AR'));
    expect(window.dataLayer).toHaveLength(1);
    rerender(page('/es-AR/campana/cosecha-de-oro', 'campaign'));
    rerender(page('/es-AR'));
    expect(window.dataLayer).toEqual([
      { event: 'page_view', locale: 'es-AR', page_type: 'standard', page_path: '/es-AR' },
      { event: 'page_view', locale: 'es-AR', page_type: 'campaign', page_path: '/es-AR/campana/cosecha-de-oro' },
      { event: 'page_view', locale: 'es-AR', page_type: 'standard', page_path: '/es-AR' },
    ]);
  });

  it('counts a page shown again after another page (the next page mounted its own tracker)', () => {
    const first = render(<PageViewTracker locale="en-US" pageType="home" path="/en-US" />);
    first.unmount();
    render(<PageViewTracker locale="en-US" pageType="tools" path="/en-US/tools" />).unmount();
    render(<PageViewTracker locale="en-US" pageType="home" path="/en-US" />);
    expect(window.dataLayer?.map((event) => event.page_path)).toEqual(['/en-US', '/en-US/tools', '/en-US']);
  });

  it('counts a page the browser shows again from its back/forward cache, and not a fresh load', () => {
    render(<PageViewTracker locale="pt-BR" pageType="campaign" path="/pt-BR/campanhas" />);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(window.dataLayer).toHaveLength(1);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(window.dataLayer).toEqual([
      { event: 'page_view', locale: 'pt-BR', page_type: 'campaign', page_path: '/pt-BR/campanhas' },
      { event: 'page_view', locale: 'pt-BR', page_type: 'campaign', page_path: '/pt-BR/campanhas' },
    ]);
  });
});
