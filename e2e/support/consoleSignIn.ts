import type { Page } from '@playwright/test';
import { signInThrough } from './app';
import { expect } from './fixtures';

// Signing in to the operator console as a staff user of the embedded provider (`admin`, `support`: password = user
// name), on the provider's page as a visitor does.

/** The provider's staff users. */
export type StaffUser = 'admin' | 'support';

/** Opens `path` (a console page) signed out, signs in as `user` and waits until the console shows the page. */
export async function signInToConsole(page: Page, path: string, user: StaffUser): Promise<void> {
  await signInThrough(page, path, user);
  await expect(page.locator('[data-layout="console"]'), `the console for ${user} on ${path}`).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
