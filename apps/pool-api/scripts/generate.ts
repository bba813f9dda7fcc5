import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generatedFiles, packageRoot, renderGenerated } from './generated';

// `pnpm --filter @lode/pool-api generate`: writes openapi.json and the client's types from the code.
const files = await renderGenerated();
for (const [name, path] of Object.entries(generatedFiles)) {
  await writeFile(join(packageRoot, path), files[name as keyof typeof files]);
  console.log(`wrote apps/pool-api/${path}`);
}
