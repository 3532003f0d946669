import AxeBuilder from '@axe-core/playwright';
import { representativePages } from './support/demo-pages';
import { expect, test } from './support/fixtures';

const urls = [...representativePages().map(({ url }) => url), '/pt-BR/esta-pagina-nao-existe'];

for (const url of urls) {
  test(`${url} has no serious or critical axe violation`, async ({ page }) => {
    await page.goto(url);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const severe = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(severe).toEqual([]);
  });
}
