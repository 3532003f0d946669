import { expect, test } from './support/fixtures';
import { publishPage, unpublishPage } from './support/publish';
import { signInFrom } from './support/sign-in';

/**
 * Role gates: on a page with access rules each user sees the sections of their roles, rendered
 * on the server (nothing else reaches the browser). On a cached page (no access rules) a gate is
 * refused: nobody sees its children, whatever their roles, and preview tells the editor why.
 */
const growersCorner = '/en-US/growers-corner';
const headGrowers = 'Head grower rewards';
const growers = 'Field notes for growers';

test('a head grower sees the head growers’ section and not the growers’ one', async ({ page, consoleErrors }) => {
  await signInFrom(page, growersCorner, 'john.miller@example.com');
  await expect(page).toHaveURL(new RegExp(`${growersCorner}$`));
  await expect(page.getByRole('heading', { name: "Welcome to the growers' corner" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: headGrowers })).toBeVisible();
  await expect(page.getByText(growers)).toHaveCount(0);
  expect(await page.content()).not.toContain(growers);
  expect(consoleErrors).toEqual([]);
});

test('a grower sees the growers’ section and not the head growers’ one, not even in the HTML', async ({ page }) => {
  await signInFrom(page, growersCorner, 'ana.ribeiro@example.com.br');
  await expect(page).toHaveURL(new RegExp(`${growersCorner}$`));
  await expect(page.getByRole('heading', { level: 2, name: growers })).toBeVisible();
  await expect(page.getByText(headGrowers)).toHaveCount(0);
  const html = await (await page.request.get(growersCorner)).text();
  expect(html).toContain(growers);
  expect(html).not.toContain(headGrowers);
});

test.describe('a role gate on a cached page', () => {
  // Published into the server's live content copy, under a new path each run (support/publish.ts).
  const slug = `e2e-role-gate-${Date.now()}`;
  const secret = 'Your head grower rebate statement is ready.';
  test.beforeAll(() =>
    publishPage(
      'en-US',
      slug,
      {
        properties: { title: 'Season update', description: 'A cached page with a role gate an editor placed on it.', translationKey: slug },
        childNodes: [
          { id: 'intro', resourceType: 'rich-text', props: { html: '<p>News for every grower.</p>' } },
          {
            id: 'head-growers-only',
            resourceType: 'role-gate',
            props: { allowedRoles: ['head-grower'] },
            childNodes: [{ id: 'statement', resourceType: 'rich-text', props: { html: `<p>${secret}</p>` } }],
          },
        ],
      },
    ),
  );
  test.afterAll(() => unpublishPage('en-US', slug));

  test('shows its children to nobody, not even a user with the role, and never sends them', async ({ page }) => {
    const visitor = await page.request.get(`/en-US/${slug}`);
    expect(visitor.status()).toBe(200);
    expect(await visitor.text()).not.toContain(secret);

    await signInFrom(page, growersCorner, 'john.miller@example.com');
    await expect(page.getByRole('heading', { level: 2, name: headGrowers })).toBeVisible();
    await page.goto(`/en-US/${slug}`);
    await expect(page.getByText('News for every grower.')).toBeVisible();
    // Hydrated and settled: still nothing of the gate, and no warning for visitors.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(secret)).toHaveCount(0);
    await expect(page.locator('[data-block-warning]')).toHaveCount(0);
  });

  test('shows the editor in preview why it is left out and how to fix it', async ({ page }) => {
    await page.goto(`/api/preview?secret=sandbox-preview-secret&path=/en-US/${slug}`);
    await expect(page.getByText('News for every grower.')).toBeVisible();
    const warning = page.locator('[data-block-warning="head-growers-only"]');
    await expect(warning).toContainText('Block left out for visitors: role-gate');
    await expect(warning).toContainText('"role-gate" decides what to show by who is signed in, and this page has no access rules');
    await expect(warning).toContainText('Give the page an "access" property');
    await expect(page.getByText(secret)).toHaveCount(0);
  });
});
