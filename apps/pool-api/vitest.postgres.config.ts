import { defineProject } from 'vitest/config';

// The pool API's suite again on a real PostgreSQL server (Debian's, started by testing/postgresSetup.ts in a
// temporary folder on a free port): the `DATABASE_URL` code path production runs, with every test on a database
// of its own. The contract-generation checks in scripts/ do not touch a database and run once, in `unit:pool-api`.
export default defineProject({
  test: {
    name: 'postgres:pool-api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/postgresSetup.ts'],
    env: { LODE_TEST_ENGINE: 'postgres' },
    // Hang guards, not budgets: the slowest test (a restart on the same data) takes 25 s on a slow machine while the
    // other CI lanes share its two cores, and these limits leave room for one twice as slow again.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
