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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
