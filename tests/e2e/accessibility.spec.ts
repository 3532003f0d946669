import { expectNoSeriousViolations, WCAG_AND_BEST_PRACTICE } from './support/axe';
import { representativePages } from './support/demo-pages';
import { test } from './support/fixtures';

const urls = [...representativePages().map(({ url }) => url), '/pt-BR/esta-pagina-nao-existe'];

for (const url of urls) {
  test(`${url} has no serious or critical axe violation`, async ({ page }) => {
    await page.goto(url);
    await expectNoSeriousViolations(page, { tags: WCAG_AND_BEST_PRACTICE });
  });
}
