import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { trustedDomainsScript } from '@lode/auth/service-worker';
import { i18nCatalogs } from '@lode/i18n/vite';
import { colorModeScript } from '@lode/ui';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * Serves (dev) and emits (build) what @lode/auth needs beside index.html: its silent-check page and script, the
 * token worker, and the worker's trusted domains naming the provider of `public/config.json`. It also puts the
 * colour-mode script in <head>, so a dark page never paints light first.
 */
function lodeFiles(): Plugin {
  const providerUrl = () => JSON.parse(readFileSync('public/config.json', 'utf8')).url as string;
  const files: Record<string, () => string> = {
    'OidcTrustedDomains.js': () => trustedDomainsScript({ providerUrl: providerUrl() }),
  };
  for (const file of ['silent-check-sso.html', 'silent-check-sso.js', 'OidcServiceWorker.js']) {
    files[file] = () => readFileSync(require.resolve(`@lode/auth/${file}`), 'utf8');
  }
  return {
    name: 'lode-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files[(req.url ?? '').slice(1).split('?')[0] ?? ''];
        if (!file) return next();
        res.setHeader('Content-Type', req.url?.includes('.html') ? 'text/html' : 'text/javascript');
        res.end(file());
      });
    },
    generateBundle() {
      for (const [fileName, read] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source: read() });
      }
    },
    transformIndexHtml: () => [{ tag: 'script', children: colorModeScript, injectTo: 'head-prepend' }],
  };
}

export default defineConfig({
  plugins: [react(), i18nCatalogs({ dir: 'src/i18n' }), lodeFiles()],
  build: { target: 'es2022' },
});
