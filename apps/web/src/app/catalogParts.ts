// Plain data without imports, so vite.config.ts and .storybook/main.ts can read it in Node as well as the app.

/**
 * The named parts of the app's catalogs, by the id prefixes of their messages (`dashboard` takes `dashboard.*`):
 * the i18nCatalogs plugin serves each as `i18n/<locale>.json?part=<name>`, its own chunk, and leaves it out of the
 * main part every page loads. `cabinet`: the signed-in pages, their layout and their helpers, which no public page
 * shows (catalogParts.test.ts keeps it so); a public visitor never downloads them.
 */
export const catalogParts = {
  cabinet: [
    'accruals',
    'algorithm',
    'apiKeys',
    'cabinet',
    'dashboard',
    'payouts',
    'referral',
    'reports',
    'settings',
    'statistics',
    'wallets',
    'workers',
  ],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** The name of a catalog part. */
export type CatalogPart = keyof typeof catalogParts;
