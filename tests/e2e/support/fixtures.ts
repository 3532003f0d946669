import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * `page` that records console errors and CSP violations, so every journey also proves the page
 * ran cleanly. Tests that expect an error (a 404 document) read `consoleErrors` and filter.
 */
export const test = base.extend<{ consoleErrors: string[]; cspViolations: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(errors);
  },
  cspViolations: async ({ page }, provide) => {
    const violations: string[] = [];
    await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    await provide(violations);
  },
});

export { expect };
