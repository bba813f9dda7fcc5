import { describe, expect, it } from 'vitest';
import { generatedFiles, readGenerated, renderGenerated } from './generated';

describe('generated contract files', () => {
  it('openapi.json and the client types match the code (run `pnpm --filter @lode/pool-api generate` if not)', async () => {
    const [fresh, committed] = await Promise.all([renderGenerated(), readGenerated()]);
    for (const name of Object.keys(generatedFiles) as (keyof typeof generatedFiles)[]) {
      expect(committed[name], `apps/pool-api/${generatedFiles[name]} is stale`).toBe(fresh[name]);
    }
  });
});
