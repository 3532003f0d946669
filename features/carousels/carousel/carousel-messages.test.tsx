import { render, screen } from '@testing-library/react';
import { useMessages, useTranslations } from 'next-intl';
import { CarouselMessages } from './carousel-messages';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

function Probe() {
  const t = useTranslations('Carousel');
  return (
    <p>
      {t('next')} | {Object.keys(useMessages()).join(',')}
    </p>
  );
}

describe('CarouselMessages', () => {
  it('hands client components the locale and the Carousel namespace, and nothing else', async () => {
    render(await CarouselMessages({ locale: 'en-US', children: <Probe /> }));
    expect(screen.getByText('Next slide | Carousel')).toBeInTheDocument();
  });
});
