import { defineProject } from 'vitest/config';

// The engine (@axa-fr/react-oidc and its client) is processed by Vite from its ES modules rather than loaded by Node
// from its UMD file: `vi.resetModules()` can then give each simulated page load an engine of its own, as a real page
// load has (the `*.idp.test.ts` files, src/testing/idp.ts).
const esmFirst = { mainFields: ['module', 'main'] };

export default defineProject({
  resolve: esmFirst,
  environments: { ssr: { resolve: esmFirst } },
  test: {
    name: 'unit:auth',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // A hang guard, not a budget: the `*.idp.test.ts` files run whole sign-ins against the real provider, which take
    // seconds beside the other lanes of `npm test` on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    server: { deps: { inline: [/@axa-fr\//] } },
  },
});
