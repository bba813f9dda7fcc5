import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { accessToken } from './tokens';

// Shared steps of the report pages' suites (Statistics, Accruals, Payouts): the API's answer read with the page's
// own token, CSV files and the phone width.

/** Fetches `path` of the pool API with the token the page holds, as JSON. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return JSON.parse(await apiText(page, path)) as T;
}

/** Fetches `path` of the pool API with the token the page holds, as text (a CSV export). */
export async function apiText(page: Page, path: string): Promise<string> {
  const token = await accessToken(page);
  return page.evaluate(
    async ({ p, token }) => {
      const response = await fetch(`/api/v1${p}`, { headers: { Authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${p}: ${response.status}`);
      return response.text();
    },
    { p: path, token },
  );
}

/** The text of a downloaded file. */
export async function downloadedText(download: Promise<Download>): Promise<string> {
  return readFileSync((await (await download).path()) ?? '', 'utf8');
}

/** The rows of a downloaded CSV file (CRLF-separated), header first. */
export async function csvLines(download: Promise<Download>): Promise<string[]> {
  return (await downloadedText(download)).split('\r\n').filter(Boolean);
}

/** The UTC day `days` before the day of `iso`. */
export const dayBefore = (iso: string, days: number) =>
  new Date(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
