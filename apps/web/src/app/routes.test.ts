import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from './routes';

const features = join(dirname(fileURLToPath(import.meta.url)), '..', 'features');

describe('the route declarations', () => {
  it('are all listed: every feature with a route module is in app/routes.ts', () => {
    const listed = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'routes.ts'), 'utf8');
    const declaring = readdirSync(features).filter((name) =>
      readdirSync(join(features, name)).includes('route.ts'),
    );
    for (const feature of declaring) expect(listed, feature).toContain(`'../features/${feature}/route'`);
  });

  it('give every route a unique id and path', () => {
    const ids = pageRoutes.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = pageRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('name a page module that exports a component', async () => {
    for (const route of pageRoutes) expect(typeof (await route.page()), route.id).toBe('function');
  }, 60_000);
});
