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

/**
 * Does something until its effect shows: an island's code loads as it nears the screen (or is
 * reached for), and an action on the server's markup before the page is live can be lost.
 */
export async function untilLive(act: () => Promise<void>, effect: () => Promise<void>) {
  await expect(async () => {
    await act();
    await effect();
  }).toPass();
}
