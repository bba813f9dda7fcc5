import '@lode/ui/styles.css';
import { AuthProvider } from '@lode/auth';
import { bootstrapI18n } from '@lode/i18n';
import { ColorModeProvider } from '@lode/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { catalogs } from './catalogs';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Before the router reads the URL: a first visit may move to its language's prefix, and the first render waits
// for that language's catalog, so /ru never paints English first.
await bootstrapI18n({ catalogs });

// Sign-in settings come from the server at run time (DESIGN.md §3); nothing waits for them before the first paint,
// and a missing or malformed config.json only makes sign-in unavailable.
const authConfig = fetch(`${import.meta.env.BASE_URL}config.json`).then((response) =>
  response.ok ? (response.json() as Promise<unknown>) : null,
);
const router = createAppRouter();
const showPath = (path: string) => void router.navigate(path, { replace: true });

createRoot(container).render(
  <StrictMode>
    <ColorModeProvider>
      <AuthProvider config={authConfig} onNavigate={showPath}>
        <RouterProvider router={router} />
      </AuthProvider>
    </ColorModeProvider>
  </StrictMode>,
);
