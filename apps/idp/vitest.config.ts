import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'unit:idp',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Real HTTP against providers on port 0; RSA key generation makes the first start take a moment.
    testTimeout: 20_000,
  },
});
