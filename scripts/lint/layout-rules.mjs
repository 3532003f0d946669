// @ts-check
// The project's own lint rules about files, which no ESLint plugin in the project covers: one
// naming scheme for every file, and a name that says when a file runs in the browser.
import path from 'node:path';

/** kebab-case words, dot-separated parts allowed ('lead-form.client', 'vitest.config', 'block.test'). */
const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** Next's own file names that must be client components and cannot carry the `.client` marker. */
const NEXT_CLIENT_FILES = new Set(['error', 'global-error']);

/** @param {string} filename @returns {string} the base name without its extension(s) of a source file */
const stem = (filename) => path.basename(filename).replace(/\.(?:d\.)?[cm]?[jt]sx?$/, '');

/** @param {import('eslint').AST.Program} program @returns {boolean} */
function hasUseClientDirective(program) {
  return program.body.some(
    (statement) =>
      statement.type === 'ExpressionStatement' && 'directive' in statement && statement.directive === 'use client',
  );
}

/** @type {Record<string, import('eslint').Rule.RuleModule>} */
export const layoutRules = {
  'kebab-case-file-name': {
    meta: { type: 'suggestion', docs: { description: 'file names are kebab-case (PascalCase is for components, not files)' }, schema: [] },
    create(context) {
      return {
        Program(node) {
          const name = stem(context.filename);
          if (!KEBAB_CASE.test(name)) context.report({ node, message: `File name "${path.basename(context.filename)}" is not kebab-case.` });
        },
      };
    },
  },
  'client-file-marker': {
    meta: { type: 'problem', docs: { description: "a file with 'use client' is named *.client.ts(x), and only such a file" }, schema: [] },
    create(context) {
      return {
        Program(node) {
          const name = stem(context.filename);
          const marked = name.endsWith('.client');
          const client = hasUseClientDirective(node);
          if (client && !marked && !NEXT_CLIENT_FILES.has(name)) {
            context.report({ node, message: `"${path.basename(context.filename)}" starts with 'use client': name it ${name}.client${path.extname(context.filename)}.` });
          } else if (marked && !client) {
            context.report({ node, message: `"${path.basename(context.filename)}" is named as a client file but has no 'use client' directive.` });
          }
        },
      };
    },
  },
};
