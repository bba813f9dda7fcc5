// A project outside the workspace: plain Vite, no vanilla-extract plugin, the packed @lode/ui from its tarball.
import '@lode/ui/styles.css';
import { Button, Dialog } from '@lode/ui';
import { createElement as h, Fragment } from 'react';
import { createRoot } from 'react-dom/client';

// A Dialog too, so the check sees Radix Dialog (a dependency of the package) installed and working: focus kept
// inside, Escape closing it.
const renameDialog = h(
  Dialog.Root,
  null,
  h(Dialog.Trigger, { asChild: true }, h(Button, { variant: 'outline' }, 'Rename worker')),
  h(
    Dialog.Content,
    { title: 'Rename rig-03', description: 'The new name shows on the dashboard within a minute.' },
    h('label', null, 'Worker name ', h('input', { defaultValue: 'rig-03' })),
    h(
      Dialog.Footer,
      null,
      h(Dialog.Close, { asChild: true }, h(Button, { variant: 'outline', tone: 'neutral' }, 'Cancel')),
      h(Dialog.Close, { asChild: true }, h(Button, null, 'Save')),
    ),
  ),
);

createRoot(document.getElementById('root')).render(
  h(Fragment, null, h(Button, { tone: 'primary', variant: 'solid' }, 'Start mining'), renameDialog),
);
