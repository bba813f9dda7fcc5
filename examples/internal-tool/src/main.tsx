import '@lode/ui/styles.css';
import '@lode/charts/styles.css';
import { AuthProvider, type AuthConfig } from '@lode/auth';
import { bootstrapI18n, localizeRoutes } from '@lode/i18n';
import { ColorModeProvider } from '@lode/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { catalogs } from './i18n';
import { Root } from './Root';
import { Workers } from './Workers';

// public/config.json names the provider: {"url","realm","clientId"} (deployments replace the file).
const config = fetch('/config.json').then((r) => r.json() as Promise<AuthConfig>);

// A first visit moves to its language's prefix (/ru) and the first paint waits for that catalogue.
await bootstrapI18n({ catalogs });
// The provider returns to /auth/callback: the shell shows nothing there while sign-in finishes.
const children = [
  { index: true, element: <Workers /> },
  { path: 'auth/callback', element: null },
];
const router = createBrowserRouter(localizeRoutes([{ path: '/', element: <Root />, children }]));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ColorModeProvider>
      <AuthProvider config={config} onNavigate={(path) => void router.navigate(path, { replace: true })}>
        <RouterProvider router={router} />
      </AuthProvider>
    </ColorModeProvider>
  </StrictMode>,
);
