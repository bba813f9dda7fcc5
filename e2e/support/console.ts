import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { signIn, type DemoUser } from './app';

// Steps shared by the operator console's suites.

/**
 * Opens a console page signed in as `user`: signs in on the cabinet (as every suite does), then opens the console's
 * address in the same tab. Waits for the console's frame and the page's heading.
 */
export async function openConsole(page: Page, path: string, user: DemoUser = 'admin'): Promise<void> {
  await signIn(page, '/dashboard', user);
  await page.goto(path);
  await expect(page.locator('[data-layout="console"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
