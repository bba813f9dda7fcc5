// A project outside the workspace: plain Vite, no vanilla-extract plugin, the packed @lode/ui from its tarball.
import '@lode/ui/styles.css';
import { Button } from '@lode/ui';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  createElement(Button, { tone: 'primary', variant: 'solid' }, 'Start mining'),
);
