import '@lode/ui/styles.css';
import { bootstrapI18n } from '@lode/i18n';
import { ColorModeProvider, IconProvider } from '@lode/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { catalogs } from './catalogs';
import { createAppRouter } from './router';
import { refreshRouteRules } from './routing/routeRulesClient';
import { appBasePath, routerBasename } from './runtime/basePath';
import { startVersionPoll } from './runtime/versionPoll';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const basePath = appBasePath();

// Before the router reads the URL: a first visit may move to its language's prefix, and the first render waits
// for that language's catalog, so /ru never paints English first.
await bootstrapI18n({ catalogs, basename: routerBasename(basePath) });

// The route rules arrive in the background (the server applied them to this document already); the version poll
// refreshes them with each check.
void refreshRouteRules(basePath);
startVersionPoll(basePath, () => void refreshRouteRules(basePath));

createRoot(container).render(
  <StrictMode>
    <ColorModeProvider>
      {/* Icons come from this server only: its CSP allows no other origin (DESIGN.md §3). */}
      <IconProvider base={basePath} iconifyApi={null}>
        <RouterProvider router={createAppRouter(routerBasename(basePath))} />
      </IconProvider>
    </ColorModeProvider>
  </StrictMode>,
);
