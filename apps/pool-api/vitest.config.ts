import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'unit:pool-api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // `*.pg.test.ts` judge what only a PostgreSQL server decides (query plans): postgres:pool-api runs them.
    exclude: ['src/**/*.pg.test.ts', '**/node_modules/**'],
    // Real HTTP against the real identity provider and an embedded PostgreSQL (PGlite takes seconds to start).
    // Hang guards, not budgets: the slowest test (a restart on the same data) takes 25 s on a slow machine while the
    // other CI lanes share its two cores, and these limits leave room for one twice as slow again.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
