import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The repo scripts (Node ESM, and TypeScript run by tsx); their pure logic is unit-tested here, away from any browser
// or DOM.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'unit:scripts',
    environment: 'node',
    include: ['*.test.mjs'],
  },
});
