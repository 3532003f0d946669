// @vitest-environment node
import { ESLint } from 'eslint';

/**
 * The layout rules of docs/architecture.md, proven against the real ESLint config: each probe
 * breaks one rule from a real place in the tree (real features, real modules), so dropping or
 * weakening a rule in eslint.config.mjs fails a test here.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function errorsOf(filePath: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

const boundaryErrors = (filePath: string, code: string) => errorsOf(filePath, code, 'import/no-restricted-paths');
const importing = (...specifiers: string[]) => `${specifiers.map((specifier, index) => `import * as m${index} from '${specifier}';`).join('\n')}\nexport const all = [${specifiers.map((_, index) => `m${index}`).join(', ')}];\n`;

// Each probe lints one file, and the first one warms the resolver's cache: give the slow first ones room.
describe('layers', { timeout: 60_000 }, () => {
  it('keeps components/ free of features, blocks and app', async () => {
    expect(await boundaryErrors('components/x.ts', importing('@/blocks/registry'))).toEqual([expect.stringContaining('components/ is shared UI')]);
  });

  it('keeps lib/ at the bottom', async () => {
    expect(await boundaryErrors('lib/x.ts', importing('@/components/theme/theme'))).toEqual([expect.stringContaining('lib/ is the bottom layer')]);
  });

  it('keeps features away from the block registry and app', async () => {
    expect(await boundaryErrors('features/lead-form/x.ts', importing('@/blocks/registry'))).toEqual([
      expect.stringContaining('features never import app/ or the block registry'),
    ]);
  });

  it('lets app/ import anything below it', async () => {
    expect(await boundaryErrors('app/x.ts', importing('@/blocks/registry', '@/components/theme/theme', '@/features/account', '@/lib/env'))).toEqual([]);
  });
});

describe('features', { timeout: 60_000 }, () => {
  it('never import another feature', async () => {
    expect(await boundaryErrors('features/lead-form/x.ts', importing('@/features/carousels/block'))).toEqual([expect.stringContaining('a feature never imports another feature')]);
    expect(await boundaryErrors('features/lead-form/components/x.ts', importing('../../card-group/logic/flex-card'))).toEqual([
      expect.stringContaining('a feature never imports another feature'),
    ]);
    expect(await boundaryErrors('features/lead-form/x.ts', importing('./logic/cpf', '@/features/lead-form/schema'))).toEqual([]);
  });

  it('are used from app/ and blocks/ only through their index.ts, block.ts and messages/index.ts', async () => {
    expect(await boundaryErrors('app/x.ts', importing('@/features/lead-form/components/lead-form-block'))).toEqual([
      expect.stringContaining('used through its index.ts, block.ts or messages/index.ts'),
    ]);
    expect(await boundaryErrors('blocks/x.ts', importing('@/features/carousels/carousel/schema'))).toEqual([
      expect.stringContaining('used through its index.ts, block.ts or messages/index.ts'),
    ]);
    expect(await boundaryErrors('blocks/x.ts', importing('@/features/lead-form/messages/en-US.json'))).toEqual([
      expect.stringContaining('used through its index.ts, block.ts or messages/index.ts'),
    ]);
    expect(await boundaryErrors('blocks/x.ts', importing('@/features/carousels/block', '@/features/account', '@/features/lead-form/messages'))).toEqual([]);
  });
});

describe('the messages of every route', { timeout: 60_000 }, () => {
  it('come from message catalogues only, never from a block', async () => {
    for (const file of ['blocks/messages.ts', 'blocks/i18n-request.ts']) {
      expect(await boundaryErrors(file, importing('./registry', '@/features/lead-form/block', '@/features/account'))).toEqual(
        Array(3).fill(expect.stringContaining('reads message catalogues only')),
      );
    }
    expect(await boundaryErrors('blocks/messages.ts', importing('@/features/lead-form/messages', '@/locales/en-US.json'))).toEqual([]);
  });
});

describe('server-only modules', { timeout: 60_000 }, () => {
  it.each(['@/lib/env', '@/lib/upstreams/marketo/client', '@/lib/upstreams/http', '@/lib/auth/session', '@/lib/query/server', '@/lib/shared-store'])('are out of reach of components/: %s', async (specifier) => {
    expect(await boundaryErrors('components/layout/x.ts', importing(specifier))).toEqual([expect.stringContaining('never reaches server-only modules')]);
  });

  it('stay in reach of features', async () => {
    expect(await boundaryErrors('features/lead-form/x.ts', importing('@/lib/env', '@/lib/upstreams/marketo/client', '@/lib/query/server'))).toEqual([]);
  });
});

describe('the sandbox', { timeout: 60_000 }, () => {
  it('is reached by upstream clients only through its hook', async () => {
    expect(await boundaryErrors('lib/upstreams/marketo/client.ts', importing('@/lib/sandbox/fetch'))).toEqual([expect.stringContaining('only through lib/sandbox/hook.ts')]);
    expect(await boundaryErrors('lib/upstreams/http.ts', importing('@/lib/sandbox/store'))).toEqual([expect.stringContaining('only through lib/sandbox/hook.ts')]);
    expect(await boundaryErrors('lib/upstreams/http.ts', importing('@/lib/sandbox/hook'))).toEqual([]);
  });

  it("keeps a service's sandbox inside the sandbox", async () => {
    expect(await boundaryErrors('app/x.ts', importing('@/lib/upstreams/marketo/sandbox/forms'))).toEqual([expect.stringContaining("a service's sandbox is part of the sandbox")]);
    expect(await boundaryErrors('lib/upstreams/marketo/client.ts', importing('./sandbox/forms'))).toEqual([expect.stringContaining("a service's sandbox is part of the sandbox")]);
    expect(await boundaryErrors('lib/cms/x.ts', importing('@/lib/upstreams/oidc/sandbox/handlers'))).toEqual([expect.stringContaining("a service's sandbox is part of the sandbox")]);
  });

  it('lets a sandbox use the framework, its own contract and the list of handlers use every sandbox', async () => {
    expect(await boundaryErrors('lib/upstreams/marketo/sandbox/x.ts', importing('@/lib/sandbox/store', '@/lib/sandbox/respond', '../contract'))).toEqual([]);
    expect(await boundaryErrors('lib/sandbox/x.ts', importing('@/lib/upstreams/marketo/sandbox/handlers'))).toEqual([]);
  });
});

describe('import cycles', { timeout: 60_000 }, () => {
  it('are refused', async () => {
    // lib/env.ts combines the slices, which import lib/env-slice.ts: importing env back closes a loop.
    expect(await errorsOf('lib/env-slice.ts', importing('@/lib/env'), 'import/no-cycle')).toEqual([expect.stringContaining('Dependency cycle')]);
    expect(await errorsOf('lib/env-slice.ts', importing('zod'), 'import/no-cycle')).toEqual([]);
  });
});

describe('file names', { timeout: 60_000 }, () => {
  it('are kebab-case', async () => {
    expect(await errorsOf('components/layout/SiteHeader.tsx', 'export const x = 1;\n', 'layout/kebab-case-file-name')).toEqual([expect.stringContaining('is not kebab-case')]);
    expect(await errorsOf('lib/cms/page_paths.ts', 'export const x = 1;\n', 'layout/kebab-case-file-name')).toEqual([expect.stringContaining('is not kebab-case')]);
    expect(await errorsOf('features/lead-form/components/lead-form-body.client.tsx', "'use client';\nexport const x = 1;\n", 'layout/kebab-case-file-name')).toEqual([]);
  });

  it("mark a client file: 'use client' only in *.client.ts(x), and every *.client file has it", async () => {
    const client = "'use client';\nexport const x = 1;\n";
    expect(await errorsOf('components/layout/menu.tsx', client, 'layout/client-file-marker')).toEqual([expect.stringContaining('name it menu.client.tsx')]);
    expect(await errorsOf('components/layout/menu.client.tsx', 'export const x = 1;\n', 'layout/client-file-marker')).toEqual([expect.stringContaining("has no 'use client' directive")]);
    expect(await errorsOf('components/layout/menu.client.tsx', client, 'layout/client-file-marker')).toEqual([]);
    // Next's own file names stay as Next wants them.
    expect(await errorsOf('app/[locale]/error.tsx', client, 'layout/client-file-marker')).toEqual([]);
  });
});

describe('TanStack Query', { timeout: 60_000 }, () => {
  it('is imported by client code only: server code takes the core', async () => {
    const reactQuery = importing('@tanstack/react-query');
    const refused = [expect.stringContaining('only client code')];
    expect(await errorsOf('features/lead-form/api/form-definition.ts', reactQuery, 'no-restricted-imports')).toEqual(refused);
    expect(await errorsOf('lib/query/server.ts', reactQuery, 'no-restricted-imports')).toEqual(refused);
    expect(await errorsOf('features/lead-form/api/use-form-definition.ts', reactQuery, 'no-restricted-imports')).toEqual([]);
    expect(await errorsOf('components/providers/query-provider.client.tsx', `'use client';\n${reactQuery}`, 'no-restricted-imports')).toEqual([]);
    expect(await errorsOf('lib/query/server.ts', importing('@tanstack/query-core'), 'no-restricted-imports')).toEqual([]);
  });
});

describe('MUI in server code', { timeout: 60_000 }, () => {
  it('is refused, since each MUI component is a client module that joins every page of the route; the theme stays importable', async () => {
    const refused = [expect.stringContaining('server code draws on CSS modules')];
    expect(await errorsOf('components/cms/block-warning.tsx', importing('@mui/material/Alert'), 'no-restricted-imports')).toEqual(refused);
    expect(await errorsOf('features/account/components/login-panel.tsx', importing('@mui/material'), 'no-restricted-imports')).toEqual(refused);
    expect(await errorsOf('components/theme/theme.ts', importing('@mui/material/styles'), 'no-restricted-imports')).toEqual([]);
    expect(await errorsOf('features/lead-form/components/lead-form.client.tsx', `'use client';\n${importing('@mui/material/Alert')}`, 'no-restricted-imports')).toEqual([]);
    // A block and the carousels' slides too (the last server components to leave MUI).
    expect(await errorsOf('features/lead-form/components/lead-form-block.tsx', importing('@mui/material/Container'), 'no-restricted-imports')).toEqual(refused);
    expect(await errorsOf('features/carousels/carousel/carousel-link-button.tsx', importing('@mui/material/Button'), 'no-restricted-imports')).toEqual(refused);
  });
});
