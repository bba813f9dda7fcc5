import '@lode/ui/styles.css';
import { ColorModeProvider } from '@lode/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <ColorModeProvider>
      <RouterProvider router={createAppRouter()} />
    </ColorModeProvider>
  </StrictMode>,
);
