import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The package drives the engine's framework-free core (`@axa-fr/oidc-client`) directly, without the React module of
// `@axa-fr/react-oidc` (whose components come along with it); the service worker comes from the engine's own
// dependency. All of it must be one version, or the engine refuses its worker.

const require = createRequire(import.meta.url);
const manifest = (path: string) => require(path) as { version: string; dependencies: Record<string, string> };

describe('the engine’s version', () => {
  it('is the same for the core we import, the React package and the worker it depends on', () => {
    const reactDir = dirname(require.resolve('@axa-fr/react-oidc/package.json'));
    const react = manifest(join(reactDir, 'package.json'));
    const core = manifest(require.resolve('@axa-fr/oidc-client/package.json'));
    const ours = manifest('../package.json');
    expect(core.version).toBe(react.version);
    expect(react.dependencies['@axa-fr/oidc-client']).toBe(core.version);
    expect(ours.dependencies['@axa-fr/oidc-client']).toBe(ours.dependencies['@axa-fr/react-oidc']);
    expect(react.dependencies['@axa-fr/oidc-client-service-worker']).toBe(core.version);
  });
});
