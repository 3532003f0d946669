import { componentMappings, createTypeResolver } from './mapping';
import { blockTypesOf } from './to-nodes';

const resolve = createTypeResolver();

describe('AEM resource type mapping', () => {
  it('reads Core Components of any version with their adapter', () => {
    expect(resolve('core/wcm/components/image/v2/image')).toEqual({ kind: 'core', coreComponent: 'image' });
    expect(resolve('core/wcm/components/image/v3/image')).toEqual({ kind: 'core', coreComponent: 'image' });
    expect(resolve('core/wcm/components/carousel/v1/carousel')).toEqual({ kind: 'core', coreComponent: 'carousel' });
    expect(resolve('core/wcm/components/teaser/v12/teaser')).toEqual({ kind: 'core', coreComponent: 'teaser' });
  });

  it("reads a project's proxy components as the Core Component they point to", () => {
    expect(resolve('wknd-spa-react/components/image')).toEqual({ kind: 'core', coreComponent: 'image' });
    expect(resolve('wknd/components/accordion')).toEqual({ kind: 'core', coreComponent: 'accordion' });
    expect(resolve('we-retail/components/content/list')).toEqual({ kind: 'core', coreComponent: 'list' });
  });

  it('splices layout containers: responsive grids, containers, experience fragments', () => {
    for (const type of [
      'wcm/foundation/components/responsivegrid',
      'core/wcm/components/responsivegrid',
      'core/wcm/components/container/v1/container',
      'core/wcm/components/experiencefragment/v2/experiencefragment',
      'wknd-spa-react/components/container',
      'wknd-spa-react/components/experiencefragment',
      'crop-science/components/content/container',
    ]) {
      expect(resolve(type), type).toEqual({ kind: 'container' });
    }
  });

  it("keeps this site's own components as the block of their name, props as sent", () => {
    expect(resolve('crop-science/components/content/hero-banner')).toEqual({ kind: 'block', block: 'hero-banner' });
    // This site's own image is its image block, not the Core image a project proxy would be.
    expect(resolve('crop-science/components/content/image')).toEqual({ kind: 'block', block: 'image' });
  });

  it('leaves unknown types unknown, never guessing from the last segment', () => {
    for (const type of [
      'core/wcm/components/embed/v1/embed',
      'core/wcm/components/image/v2/teaser',
      'core/wcm/components/image/latest/image',
      'acme/components/hero-banner',
      'acme/widgets/image',
      'image',
      '',
      undefined,
    ]) {
      expect(resolve(type), String(type)).toEqual({ kind: 'unknown' });
    }
  });

  it('knows what the site draws itself (breadcrumb, navigation, language navigation, search), Core or a project\'s proxy', () => {
    for (const type of [
      'core/wcm/components/breadcrumb/v3/breadcrumb',
      'core/wcm/components/navigation/v2/navigation',
      'core/wcm/components/languagenavigation/v1/languagenavigation',
      'wknd-spa-react/components/navigation',
      'acme/components/content/search',
    ]) {
      expect(resolve(type), type).toEqual({ kind: 'drawn-by-site' });
    }
  });

  it('takes entries an integrator adds, the first match winning', () => {
    const custom = createTypeResolver([
      { type: 'acme/components/hero', block: 'hero-banner' },
      { type: 'acme/components/promo/{variant}', block: 'promo-{variant}' },
      { type: 'acme/components/fancy-text', coreComponent: 'text' },
      ...componentMappings,
    ]);
    expect(custom('acme/components/hero')).toEqual({ kind: 'block', block: 'hero-banner' });
    expect(custom('acme/components/promo/list')).toEqual({ kind: 'block', block: 'promo-list' });
    expect(custom('acme/components/fancy-text')).toEqual({ kind: 'core', coreComponent: 'text' });
    expect(custom('core/wcm/components/title/v2/title')).toEqual({ kind: 'core', coreComponent: 'title' });
  });

  it("reads AEM's componentsResourceTypes list in our terms: containers out, unknown types kept whole", () => {
    expect(
      blockTypesOf([
        'wknd-spa-react/components/page',
        'wcm/foundation/components/responsivegrid',
        'wknd-spa-react/components/text',
        'core/wcm/components/text/v2/text',
        'core/wcm/components/teaser/v2/teaser',
        'core/wcm/components/experiencefragment/v1/experiencefragment',
      ]),
    ).toEqual(['wknd-spa-react/components/page', 'rich-text', 'promo-banner']);
  });
});
