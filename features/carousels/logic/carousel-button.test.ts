import { carouselButton } from './carousel-button';

describe('carouselButton', () => {
  it('shows a button only when both href and label are non-empty', () => {
    expect(carouselButton({ buttonHref: '/produtos/aurora-pro', buttonLabel: 'Ver produto' }, 'pt-BR')).toEqual({
      label: 'Ver produto',
      href: '/pt-BR/produtos/aurora-pro',
    });
    expect(carouselButton({ buttonHref: '', buttonLabel: 'Ver produto' }, 'pt-BR')).toBeNull();
    expect(carouselButton({ buttonHref: '/campanhas', buttonLabel: '' }, 'pt-BR')).toBeNull();
    expect(carouselButton({ buttonHref: '/campanhas', buttonLabel: '   ' }, 'pt-BR')).toBeNull();
    expect(carouselButton({ buttonLabel: 'Ver produto' }, 'pt-BR')).toBeNull();
    expect(carouselButton({ buttonHref: '/campanhas' }, 'pt-BR')).toBeNull();
    expect(carouselButton({}, 'pt-BR')).toBeNull();
  });

  it('opens https links in a new tab without giving the other site a handle on ours', () => {
    expect(carouselButton({ buttonHref: 'https://www.embrapa.br', buttonLabel: 'Embrapa' }, 'pt-BR')).toEqual({
      label: 'Embrapa',
      href: 'https://www.embrapa.br',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('opens a link the editor marked external in a new tab, still inside the locale', () => {
    expect(carouselButton({ buttonHref: '/ferramentas', buttonLabel: 'Ferramentas', isExternalLink: true }, 'es-AR')).toEqual({
      label: 'Ferramentas',
      href: '/es-AR/ferramentas',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('keeps internal links in the same tab', () => {
    expect(carouselButton({ buttonHref: '/', buttonLabel: 'Home', isExternalLink: false }, 'en-US')).toEqual({ label: 'Home', href: '/en-US' });
  });
});
