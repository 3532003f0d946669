// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from './source-files';

/**
 * A class a component reads from a CSS module that the module does not define is `undefined`: the
 * element silently goes without the look it was meant to have, and TypeScript cannot tell (a CSS
 * module's type is a plain record). Every `styles.name` in the source must be a class of its module.
 */
const ROOT = process.cwd();
const SOURCE_FOLDERS = ['app', 'blocks', 'components', 'features', 'lib'];

/** The classes a stylesheet defines: every `.name` in a selector (comments and strings left out). */
function classesOf(cssFile: string): Set<string> {
  const css = readFileSync(cssFile, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/"[^"]*"|'[^']*'/g, '');
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

function resolveImport(fromFile: string, specifier: string): string {
  return specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : path.resolve(path.dirname(fromFile), specifier);
}

/** `module.name` and `module['name']` of each CSS module a file imports, missing from that module. */
function undefinedClasses(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const missing: string[] = [];
  // Import lines and comments name the files (`typography.module.css`), not classes.
  const code = source
    .replace(/^import .*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');
  for (const [, name, specifier] of source.matchAll(/^import (\w+) from '([^']+\.module\.css)';$/gm)) {
    const classes = classesOf(resolveImport(file, specifier!));
    const used = code.matchAll(new RegExp(`\\b${name}(?:\\.([\\w$]+)|\\[['"]([\\w-]+)['"]\\])`, 'g'));
    for (const [, dotted, indexed] of used) {
      const className = dotted ?? indexed!;
      if (!classes.has(className)) missing.push(`${path.relative(ROOT, file)}: ${name}.${className} (${specifier})`);
    }
  }
  return missing;
}

describe('CSS module classes', () => {
  it('every class a component reads from a CSS module is defined there', () => {
    const files = SOURCE_FOLDERS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(undefinedClasses)).toEqual([]);
  });

  it('reads the classes a stylesheet defines, and only those', () => {
    expect(classesOf(path.join(ROOT, 'components/theme/typography.module.css'))).toContain('h1');
    expect(classesOf(path.join(ROOT, 'components/theme/typography.module.css'))).not.toContain('h7');
  });
});
