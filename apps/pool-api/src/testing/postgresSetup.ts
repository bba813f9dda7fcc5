import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../../../scripts/postgres.mjs';

// Global set-up of `postgres:pool-api`: one real PostgreSQL server for the run, in a temporary folder on a
// free port, removed at the end. Each test creates its own database on it (testing/databases.ts).
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide('lodePostgresUrl', server.url);
  return () => server.stop();
}
