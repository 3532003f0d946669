import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits until the page is live and knows who is looking: the header's account menu is a
 * placeholder (`auth-menu-loading`) in the server HTML and until React has hydrated and the
 * session has been asked for. Use it before asserting that something shown only to some users
 * is absent: before then, absence proves nothing.
 */
export async function waitForSession(page: Page) {
  await expect(page.getByTestId('auth-menu-loading')).toHaveCount(0);
}
