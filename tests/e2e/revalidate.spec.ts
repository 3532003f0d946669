import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { BROKEN_PAGE, publishPage, unpublishPage } from './support/publish';

/** The e2e server reads this copy of the content (playwright.config.ts): publishing here is publishing to the CMS. */
const liveContent = path.resolve(__dirname, '../../.e2e-content');
// A new path every run, so a server reused between local runs (reuseExistingServer) has never seen it.
const slug = `e2e-published-${Date.now()}`;
const pageFile = path.join(liveContent, `en-US/${slug}.json`);
const secret = 'sandbox-revalidate-secret';

const pageDocument = (title: string) => ({
  properties: { title, description: 'A page published while the site is running.', translationKey: slug },
  childNodes: [{ id: 'text', resourceType: 'rich-text', props: { html: `<p>${title}</p>` } }],
});

test.afterAll(() => rmSync(pageFile, { force: true }));

test('the revalidation hook refuses a wrong secret and bad bodies', async ({ request }) => {
  expect((await request.post('/api/revalidate', { data: { path: '/en-US' } })).status()).toBe(401);
  expect((await request.post('/api/revalidate', { headers: { authorization: 'Bearer nope-nope-nope-nope' }, data: { path: '/en-US' } })).status()).toBe(401);
  const auth = { authorization: `Bearer ${secret}` };
  for (const data of [{}, { path: 'https://evil.example' }, { tag: 'not-a-cms-tag' }, { path: '/en-US', tag: 'cms' }, { path: '/xx-XX/a' }]) {
    const response = await request.post('/api/revalidate', { headers: auth, data });
    expect(response.status(), JSON.stringify(data)).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  }
  const broken = await request.post('/api/revalidate', { headers: { ...auth, 'content-type': 'application/json' }, data: '{not json' });
  expect(broken.status()).toBe(400);
  const huge = await request.post('/api/revalidate', { headers: auth, data: { path: `/en-US/${'a'.repeat(5000)}` } });
  expect(huge.status()).toBe(413);
});

test('a page published and then changed appears after revalidation, without a rebuild', async ({ page, request }) => {
  const auth = { authorization: `Bearer ${secret}` };
  expect((await page.goto(`/en-US/${slug}`))?.status()).toBe(404);

  writeFileSync(pageFile, JSON.stringify(pageDocument('Published while running')));
  const publish = await request.post('/api/revalidate', { headers: auth, data: { path: `/en-US/${slug}` } });
  expect(publish.status()).toBe(200);
  expect(await publish.json()).toMatchObject({ revalidated: true, paths: expect.arrayContaining([`/en-US/${slug}`]) });
  expect((await page.goto(`/en-US/${slug}`))?.status()).toBe(200);
  await expect(page).toHaveTitle('Published while running | Terralis');

  writeFileSync(pageFile, JSON.stringify(pageDocument('Edited after publishing')));
  await page.reload();
  await expect(page).toHaveTitle('Published while running | Terralis');
  expect((await request.post('/api/revalidate', { headers: auth, data: { tag: `cms:page:en-US:/${slug}` } })).status()).toBe(200);
  await page.reload();
  await expect(page).toHaveTitle('Edited after publishing | Terralis');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/en-US/${slug}`);
  expect(readFileSync(pageFile, 'utf8')).toContain('Edited after publishing');
});

test('a page that was good keeps being served when a publish breaks it, and the new version once it is fixed', async ({ page, request }) => {
  const brokenSlug = `e2e-stale-${Date.now()}`;
  const document = (title: string) => ({ ...pageDocument(title), properties: { ...pageDocument(title).properties, translationKey: brokenSlug } });
  try {
    await publishPage('en-US', brokenSlug, document('Good version'));
    expect((await page.goto(`/en-US/${brokenSlug}`))?.status()).toBe(200);
    await expect(page).toHaveTitle('Good version | Terralis');

    // The CMS answers something it cannot read for this page, and the publish webhook fires.
    await publishPage('en-US', brokenSlug, BROKEN_PAGE);
    expect((await page.goto(`/en-US/${brokenSlug}`))?.status()).toBe(200);
    await expect(page).toHaveTitle('Good version | Terralis');
    await expect(page.getByRole('paragraph').filter({ hasText: /^Good version$/ })).toBeVisible();
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/en-US/${brokenSlug}`);

    await publishPage('en-US', brokenSlug, document('Fixed version'));
    await page.reload();
    await expect(page).toHaveTitle('Fixed version | Terralis');
  } finally {
    await unpublishPage('en-US', brokenSlug);
  }
});
