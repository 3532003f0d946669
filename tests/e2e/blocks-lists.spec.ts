import { expect, test } from './support/fixtures';

/** The accordions work once React has hydrated. */
const hydrated = { waitUntil: 'networkidle' } as const;

interface FaqPage {
  '@type': string;
  mainEntity: { name: string }[];
}

test('the FAQ opens and closes its questions by keyboard, answers already in the HTML', async ({ page }) => {
  await page.goto('/pt-BR/componentes/contato', hydrated);
  const faq = page.getByRole('region', { name: 'Perguntas frequentes' });
  const dose = faq.getByRole('button', { name: 'Qual é a dose do Aurora Pro na soja?' });
  const answer = faq.getByText('Leia sempre a bula antes de aplicar.');
  await expect(dose).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  await expect(answer).toHaveCount(1);

  await faq.getByRole('button', { name: 'Quem pode participar da Campanha Safra 2026/27?' }).focus();
  await page.keyboard.press('Tab');
  await expect(dose).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dose).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(page.getByRole('region', { name: 'Qual é a dose do Aurora Pro na soja?' })).toContainText('0,5 L/ha');
  await page.keyboard.press('Space');
  await expect(dose).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});

test('the FAQ is described to crawlers as FAQPage structured data in every locale', async ({ page }) => {
  for (const [path, question] of [
    ['/pt-BR/componentes/contato', 'Qual é a dose do Aurora Pro na soja?'],
    ['/es-AR/componentes/contacto', '¿Cuál es la dosis de Aurora Pro en soja?'],
    ['/en-US/components/contact', 'What is the Aurora Pro rate on soybeans?'],
  ] as const) {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.flatMap((text) => [JSON.parse(text) as FaqPage | FaqPage[]].flat());
    const faqPages = data.filter((entry) => entry['@type'] === 'FAQPage');
    expect(faqPages).toHaveLength(1);
    expect(faqPages[0]!.mainEntity.map((entry) => entry.name)).toHaveLength(4);
    expect(faqPages[0]!.mainEntity.map((entry) => entry.name)).toContain(question);
  }
});

test('the contact box links to the FAQ on the page and its channels dial, write and chat', async ({ page }) => {
  await page.goto('/es-AR/componentes/contacto', hydrated);
  const contact = page.getByRole('region', { name: 'Atención al cliente Terralis' });
  await expect(contact.getByRole('link', { name: '+54 11 4000-0000' })).toHaveAttribute('href', 'tel:+541140000000');
  await expect(contact.getByRole('link', { name: 'atencion@terralis.example' })).toHaveAttribute('href', 'mailto:atencion@terralis.example');
  const whatsapp = contact.getByRole('link', { name: 'Escribinos por WhatsApp (se abre en una pestaña nueva)' });
  await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5491155550100');
  await expect(whatsapp).toHaveAttribute('target', '_blank');

  const faqLink = contact.getByRole('link', { name: 'Mirá las preguntas frecuentes' });
  await faqLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#preguntas-frecuentes$/);
  const heading = page.getByRole('heading', { level: 2, name: 'Preguntas frecuentes' });
  await expect(heading).toBeInViewport();
  // The heading lands below the sticky header, not under it.
  const headerBox = await page.locator('header').first().boundingBox();
  const headingBox = await heading.boundingBox();
  expect(headingBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
});

test('a link group keeps site links in the tab and opens partner sites in a new one', async ({ page }) => {
  await page.goto('/en-US/components/contact');
  const group = page.getByRole('region', { name: 'Useful links' });
  await expect(group.getByRole('link', { name: 'Aurora Pro' })).toHaveAttribute('href', '/en-US/products/aurora-pro');
  await expect(group.getByRole('link', { name: 'Aurora Pro' })).not.toHaveAttribute('target', /.*/);
  const partner = group.getByRole('link', { name: 'Impulso partner portal (opens in a new tab)' });
  await expect(partner).toHaveAttribute('target', '_blank');
  await expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the promo list shows its cards, linked inside the locale', async ({ page }) => {
  await page.goto('/pt-BR/componentes/banners-e-promocoes');
  const promos = page.getByRole('region', { name: 'Ofertas e serviços da safra 2026/27' });
  await expect(promos.getByRole('listitem')).toHaveCount(4);
  await expect(promos.getByRole('link', { name: 'Ver o produto' })).toHaveAttribute('href', '/pt-BR/produtos/aurora-pro');
});
