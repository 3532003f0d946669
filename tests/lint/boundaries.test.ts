// @vitest-environment node
import { ESLint } from 'eslint';

/**
 * The import boundaries of DESIGN section 2, proven against the real ESLint config: if a zone is
 * dropped from eslint.config.mjs, these tests fail.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('import boundaries', () => {
  it('keeps components/ free of features, blocks and app', async () => {
    expect(await boundaryErrors('components/x.ts', "import { blockSchemas } from '@/blocks/schemas';\nexport const x = blockSchemas;\n")).toEqual([
      expect.stringContaining('components/ is shared UI'),
    ]);
  });

  it('keeps lib/ at the bottom', async () => {
    expect(await boundaryErrors('lib/x.ts', "import { theme } from '@/components/theme/theme';\nexport const x = theme;\n")).toEqual([
      expect.stringContaining('lib/ is the bottom layer'),
    ]);
  });

  it('keeps features away from the block registry and app', async () => {
    expect(await boundaryErrors('features/weather/x.ts', "import { blockSchemas } from '@/blocks/schemas';\nexport const x = blockSchemas;\n")).toEqual([
      expect.stringContaining('features never import app/ or the block registry'),
    ]);
  });

  it('lets app/ import anything below it', async () => {
    expect(await boundaryErrors('app/x.ts', "import { blockSchemas } from '@/blocks/schemas';\nimport { theme } from '@/components/theme/theme';\nexport const x = [blockSchemas, theme];\n")).toEqual([]);
  });
});
