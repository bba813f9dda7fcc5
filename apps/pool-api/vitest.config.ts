import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'unit:pool-api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // `*.pg.test.ts` judge what only a PostgreSQL server decides (query plans): postgres:pool-api runs them.
    exclude: ['src/**/*.pg.test.ts', '**/node_modules/**'],
    // Real HTTP against the real identity provider and an embedded PostgreSQL (PGlite takes seconds to start).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
