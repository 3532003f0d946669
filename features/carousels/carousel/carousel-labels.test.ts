import { carouselLabels } from './carousel-labels';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

describe('carouselLabels', () => {
  it('translates on the server what the controls and slides say, for every slide', async () => {
    const labels = await carouselLabels('pt-BR', 3);
    expect(labels).toMatchObject({ roleDescription: 'carrossel', pause: 'Pausar a apresentação de slides', next: 'Próximo slide' });
    expect(labels.goToSlide).toEqual(['Ir para o slide 1', 'Ir para o slide 2', 'Ir para o slide 3']);
  });

  it('counts slides out of every total up to the most, for a carousel the browser narrows down', async () => {
    const { slideOf } = await carouselLabels('en-US', 3);
    expect(slideOf).toEqual([['1 of 1'], ['1 of 2', '2 of 2'], ['1 of 3', '2 of 3', '3 of 3']]);
    expect((await carouselLabels('es-AR', 2)).slideOf[1]).toEqual(['1 de 2', '2 de 2']);
  });
});
