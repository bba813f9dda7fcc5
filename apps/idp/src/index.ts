import { fileURLToPath } from 'node:url';
import { readIdpOptions } from './options';
import { startIdp } from './server';

export { faultDescriptions, faultNames, type FaultName, type FaultState } from './faults';
export { readIdpOptions, type IdpOptions } from './options';
export { startIdp, type RunningIdp } from './server';
export { CLIENT_ID } from './users';

async function main() {
  const options = readIdpOptions();
  const idp = await startIdp(options);
  console.log(`Lode identity provider: issuer ${idp.issuer}`);
  console.log(
    `  demo users demo/demo, admin/admin, banned/banned, support/support; account page ${idp.issuer}/account`,
  );
  if (options.testControls)
    console.log(`  test controls at ${idp.url}/__lode/faults, /settings, /outage and /clock`);
  const stop = (signal: string) => {
    console.log(`\n${signal}: stopping the identity provider`);
    idp.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
