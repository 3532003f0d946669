// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { blockRegistry } from '@/blocks/registry';
import { checkContent } from '@/lib/cms/content-check';
import { listContentFiles } from '@/lib/cms/sources/files';

/**
 * The site's own content, rewritten the way another CMS sends the same blocks: every image flat
 * (`image` a path, `imageAlt` beside it) and without a size, every campaign day as the midnight
 * date-time a date picker sends. Every block must still pass: none may be hidden because of the
 * form its content came in.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isImage = (value: Json): value is { src: string; alt?: string } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof value.src === 'string';

function asAnotherCmsSendsIt(value: Json): Json {
  if (Array.isArray(value)) return value.map(asAnotherCmsSendsIt);
  if (typeof value !== 'object' || value === null) return value;
  const rewritten: { [key: string]: Json } = {};
  for (const [key, field] of Object.entries(value)) {
    // A node's props are never an image field (an image block's props hold its image's fields).
    if (key !== 'props' && isImage(field)) {
      rewritten[key] = field.src;
      if (field.alt) rewritten[`${key}Alt`] = field.alt;
    } else if ((key === 'startDate' || key === 'endDate') && typeof field === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(field)) {
      rewritten[key] = `${field}T00:00:00.000-03:00`;
    } else if (key === 'width' || key === 'height') {
      // An image block's props are the image itself: it loses its size, not its form.
    } else {
      rewritten[key] = asAnotherCmsSendsIt(field);
    }
  }
  return rewritten;
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-flat-'));
  await cp('content', root, { recursive: true });
});
afterAll(() => rm(root, { recursive: true, force: true }));

it('passes with every image flat and unsized, and every campaign day a date-time', async () => {
  let images = 0;
  let campaignDays = 0;
  for (const { file } of await listContentFiles(root)) {
    const page = JSON.parse(await readFile(file, 'utf8')) as { properties: Json; childNodes: Json };
    const before = JSON.stringify(page.childNodes);
    // Page properties (the Open Graph image) and the site chrome are not blocks: left as they are.
    const childNodes = asAnotherCmsSendsIt(page.childNodes);
    images += (before.match(/"src":/g) ?? []).length;
    campaignDays += (before.match(/"(?:start|end)Date":"\d{4}-\d{2}-\d{2}"/g) ?? []).length;
    await writeFile(file, JSON.stringify({ ...page, childNodes }));
  }
  // The rewrite reached the blocks (a guard against a test that checks nothing).
  expect(images).toBeGreaterThan(50);
  expect(campaignDays).toBeGreaterThan(5);
  const { problems } = await checkContent(root, blockRegistry);
  expect(problems).toEqual([]);
});
