import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import * as Dialog from '../Dialog/Dialog';
import { animationsFinished } from '../testing/animations';
import * as DropdownMenu from './DropdownMenu';
import { usageDocs } from '../../../../.storybook/usageNote';

const meta = {
  title: 'ui/DropdownMenu',
  component: DropdownMenu.Item,
  parameters: {
    docs: usageDocs({
      summary:
        'A menu of actions behind a trigger button: `Root`, `Trigger`, `Content`, `Item`s, separators and labels.',
      use: "For several actions on one thing that would crowd the page as buttons: a worker's rename, move to group and delete; the account menu.",
      avoid:
        'For choosing a value (use Select or RadioGroup), for navigation between pages (use links), or for one or two actions (show them as buttons).',
      keyboard:
        'Enter, Space or ArrowDown on the trigger opens the menu on its first item (ArrowUp on the last). ArrowUp and ArrowDown move, Home and End jump, typing a letter jumps to the next item that starts with it, Enter or Space chooses, Escape or Tab closes it, and focus returns to the trigger.',
    }),
  },
  args: { onSelect: fn() },
  render: (args) => (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline">Actions for rig-03</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item onSelect={args.onSelect}>Rename</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={args.onSelect}>Move to group</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={args.onSelect} disabled>
          Restart (agent offline)
        </DropdownMenu.Item>
        <DropdownMenu.Item onSelect={args.onSelect}>Copy stratum URL</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="destructive" onSelect={args.onSelect}>
          Delete worker
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
} satisfies Meta<typeof DropdownMenu.Item>;

export default meta;
type Story = StoryObj<typeof meta>;

const waitForClosed = () => waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

export const WorkerActions: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for rig-03' });

    // Keyboard: Enter opens with the first item focused; arrows skip the disabled item and wrap around.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Rename')).toHaveFocus());
    // The destructive item stands out in the error colour.
    await expect(getComputedStyle(item('Delete worker')).color).not.toBe(
      getComputedStyle(item('Rename')).color,
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Move to group')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Copy stratum URL')).toHaveFocus();
    await expect(item('Restart (agent offline)')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{End}');
    await expect(item('Delete worker')).toHaveFocus();

    // Typeahead jumps to the item that starts with the typed letters.
    await userEvent.keyboard('m');
    await expect(item('Move to group')).toHaveFocus();

    // Escape closes without selecting and gives focus back to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
    await expect(trigger).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();

    // ArrowDown opens too; Enter on an item selects it and closes the menu.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('d');
    await expect(screen.getByRole('menuitem', { name: 'Delete worker' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitForClosed();
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();

    // Pointer: click to open, click an item.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    await waitForClosed();
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
    await expect(trigger).toHaveFocus();
  },
};

const columns = ['Hashrate 10 min', 'Hashrate 24 h', 'Reject rate', 'Last share'] as const;

function WorkerTableOptions() {
  const [visible, setVisible] = useState<string[]>(['Hashrate 10 min', 'Reject rate']);
  const [sort, setSort] = useState('name');
  return (
    // The menu is not modal: the table stays reachable while the options are open.
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="soft" tone="neutral">
          Table options
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Group aria-labelledby="columns-label">
          <DropdownMenu.Label id="columns-label">Columns</DropdownMenu.Label>
          {columns.map((column) => (
            <DropdownMenu.CheckboxItem
              key={column}
              checked={visible.includes(column)}
              onCheckedChange={(checked) =>
                setVisible((current) =>
                  checked ? [...current, column] : current.filter((c) => c !== column),
                )
              }
              // Several columns are usually toggled in a row: keep the menu open.
              onSelect={(event) => event.preventDefault()}
            >
              {column}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Group>
        <DropdownMenu.Separator />
        <DropdownMenu.Label id="sort-label">Sort by</DropdownMenu.Label>
        <DropdownMenu.RadioGroup aria-labelledby="sort-label" value={sort} onValueChange={setSort}>
          <DropdownMenu.RadioItem value="name">Name</DropdownMenu.RadioItem>
          <DropdownMenu.RadioItem value="hashrate">Hashrate</DropdownMenu.RadioItem>
          <DropdownMenu.RadioItem value="last-share">Last share</DropdownMenu.RadioItem>
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

export const CheckboxAndRadioItems: Story = {
  render: () => <WorkerTableOptions />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Table options' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    const column = (name: string) => within(menu).getByRole('menuitemcheckbox', { name });
    await expect(column('Hashrate 10 min')).toHaveAttribute('aria-checked', 'true');
    await expect(column('Hashrate 24 h')).toHaveAttribute('aria-checked', 'false');

    // Space toggles a column and the menu stays open for the next one.
    column('Hashrate 24 h').focus();
    await userEvent.keyboard(' ');
    await expect(column('Hashrate 24 h')).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(column('Reject rate'));
    await expect(column('Reject rate')).toHaveAttribute('aria-checked', 'false');

    // A radio item picks the sort order and closes the menu.
    const byHashrate = within(menu).getByRole('menuitemradio', { name: 'Hashrate' });
    await expect(byHashrate).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(byHashrate);
    await waitForClosed();
    await userEvent.click(trigger);
    const reopened = await screen.findByRole('menu');
    await expect(within(reopened).getByRole('menuitemradio', { name: 'Hashrate' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(reopened).getByRole('group', { name: 'Columns' })).toBeInTheDocument();
    // Left open: the story's accessibility check covers the open menu (the page behind it is not hidden).
  },
};

export const InsideADialog: Story = {
  // No screenshot: the open dialog and its menu are drawn in the top layer over the page, outside the frame the
  // visual test photographs, so its shot held only the backdrop over an empty frame. The play checks the stacking.
  parameters: { visual: false },
  // Not on the Docs page: its dialog opens with the page and, being modal, would cover the rest of it.
  tags: ['!autodocs'],
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Content title="Group rig-03" description="Workers in a group share alerts and statistics.">
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button variant="outline">Choose group</Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content>
            <DropdownMenu.Item onSelect={args.onSelect}>Garage</DropdownMenu.Item>
            <DropdownMenu.Item onSelect={args.onSelect}>Basement</DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Group rig-03' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose group' }));
    const item = await screen.findByRole('menuitem', { name: 'Basement' });
    // The menu is drawn above the dialog, not hidden behind it (looked at once it has slid in).
    await animationsFinished(screen.getByRole('menu'));
    const box = item.getBoundingClientRect();
    await expect(
      item.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)),
    ).toBe(true);
    await userEvent.click(item);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await waitForClosed();
    await expect(dialog).toHaveAttribute('data-state', 'open');

    // Escape closes the menu first, then the dialog.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(within(dialog).getByRole('button', { name: 'Choose group' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
