import { screen, within } from '@testing-library/react';
import { declaredStyle } from '@/tests/declared-style';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { BenefitList } from './benefit-list';
import { benefitIcons } from './benefit-icons';
import { benefitIconNames, benefitListSchema } from './schema';

const props = benefitListSchema.parse({
  heading: 'Por que participar do Impulso',
  intro: 'Vantagens para quem compra Terralis.',
  items: [
    { icon: 'rewards', title: 'Pontos em cada compra', text: 'Acumule pontos e troque por produtos e serviços.' },
    { image: { src: '/images/logo-impulso.svg', alt: 'Selo Impulso', width: 120, height: 120 }, title: 'Benefícios exclusivos' },
    { title: 'Atendimento dedicado' },
  ],
});

describe('BenefitList', () => {
  it('shows a labelled section with heading, intro and a list of benefits titled one level below', () => {
    renderWithProviders(<BenefitList props={props} context={makeContext()} />);
    const section = screen.getByRole('region', { name: 'Por que participar do Impulso' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Por que participar do Impulso');
    expect(within(section).getByText('Vantagens para quem compra Terralis.')).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Pontos em cada compra',
      'Benefícios exclusivos',
      'Atendimento dedicado',
    ]);
    expect(within(items[0]!).getByText('Acumule pontos e troque por produtos e serviços.')).toBeInTheDocument();
  });

  it('draws the chosen icon as decoration, keeps an image with its alt text, and shows neither when none is set', () => {
    const { container } = renderWithProviders(<BenefitList props={props} context={makeContext()} />);
    const [withIcon, withImage, plain] = screen.getAllByRole('listitem');
    const icon = withIcon!.querySelector('[data-icon="rewards"]');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon?.querySelector('svg')).not.toBeNull();
    expect(within(withIcon!).queryByRole('img')).not.toBeInTheDocument();
    expect(declaredStyle(within(withImage!).getByRole('img', { name: 'Selo Impulso' }).parentElement!, 'aspect-ratio')).toBe('120 / 120');
    expect(plain!.querySelector('svg, img')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('takes an image flat (image + imageAlt) or without a size, in a square box', () => {
    const flat = benefitListSchema.parse({ heading: 'Impulso', items: [{ image: '/images/logo-impulso.svg', imageAlt: 'Selo Impulso', title: 'Benefícios exclusivos' }] });
    renderWithProviders(<BenefitList props={flat} context={makeContext()} />);
    expect(declaredStyle(screen.getByRole('img', { name: 'Selo Impulso' }).parentElement!, 'aspect-ratio')).toBe('1 / 1');
  });

  it('uses h3 for the heading and h4 for benefits inside a section', () => {
    renderWithProviders(<BenefitList props={{ ...props, headingLevel: 3, intro: undefined }} context={makeContext()} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Por que participar do Impulso' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });

  it('maps every icon name of the fixed set to an icon', () => {
    for (const name of benefitIconNames) expect(benefitIcons[name]).toBeDefined();
  });

  it('refuses an empty list, unknown icons, an icon with an image, and blank titles', () => {
    const image = { src: '/images/logo-impulso.svg', alt: '', width: 120, height: 120 };
    expect(benefitListSchema.safeParse({ heading: 'h', items: [] }).success).toBe(false);
    expect(benefitListSchema.safeParse({ items: [{ title: 't' }] }).success).toBe(false);
    expect(benefitListSchema.safeParse({ heading: 'h', items: [{ icon: 'rocket', title: 't' }] }).success).toBe(false);
    expect(benefitListSchema.safeParse({ heading: 'h', items: [{ icon: 'water', image, title: 't' }] }).success).toBe(false);
    expect(benefitListSchema.safeParse({ heading: 'h', items: [{ icon: 'water', title: ' ' }] }).success).toBe(false);
  });
});
