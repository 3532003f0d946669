// @ts-check
// The e2e server: the production server over disposable copies of the build and the content.
// Tests publish pages and revalidate; Next writes those renders into its dist dir. Working on
// copies keeps them out of the real build (`.next`) that `npm start` serves afterwards.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
// `E2E_COPIES` names another pair of copies, for a second server (the site on a stand-in AEM).
const prefix = process.env.E2E_COPIES ?? '.e2e';
const copies = { content: `${prefix}-content`, build: `${prefix}-next` };

for (const dir of Object.values(copies)) rmSync(path.join(root, dir), { recursive: true, force: true });
cpSync(path.join(root, 'content'), path.join(root, copies.content), { recursive: true });
cpSync(path.join(root, '.next'), path.join(root, copies.build), {
  recursive: true,
  // Turbopack's compile cache is only for building: 60+ MB nobody reads at run time.
  filter: (source) => !source.includes(`${path.sep}cache${path.sep}turbopack`),
});

process.env.NEXT_DIST_DIR = copies.build;
process.env.CMS_CONTENT_DIR = copies.content;
await import('../../../server.mjs');
