import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'unit:auth',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
