import '@lode/ui/styles.css';
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

createRoot(container).render(
  <StrictMode>
    <ColorModeProvider>
      <RouterProvider router={createAppRouter()} />
    </ColorModeProvider>
  </StrictMode>,
);
