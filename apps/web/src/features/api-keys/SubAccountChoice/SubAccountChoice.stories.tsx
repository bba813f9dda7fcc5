import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { SubAccountChoice, type SubAccountChoiceProps, type SubAccountScope } from './SubAccountChoice';

// The choice as the API key form holds it: the story keeps the value, as the form does.

function Controlled(props: Omit<SubAccountChoiceProps, 'value' | 'onChange'> & { initial: SubAccountScope }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return <SubAccountChoice {...rest} value={value} onChange={setValue} />;
}

const names = ['demo', 'north-site', 'garage_rigs'];

const meta = {
  title: 'web/ApiKeys/SubAccountChoice',
  component: Controlled,
  decorators: [withApp('/api')],
  args: { names, onRetry: fn(), initial: { mode: 'all', chosen: new Set<string>() } },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: every sub-account, now and later; no list to tick. */
export const All: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('radio', { name: /All sub-accounts/ }, { timeout: 10_000 }),
    ).toBeChecked();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** Choosing some shows a box per sub-account, reached with the keyboard. */
export const Chosen: Story = {
  play: async ({ canvas }) => {
    const all = await canvas.findByRole('radio', { name: /All sub-accounts/ }, { timeout: 10_000 });
    all.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Only the sub-accounts I choose/ })).toBeChecked();
    const group = canvas.getByRole('group', { name: 'Sub-accounts the key can reach' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'north-site' }));
    await expect(within(group).getByRole('checkbox', { name: 'north-site' })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: 'demo' })).not.toBeChecked();
  },
};

/** Nothing ticked when the form was sent: the reason under the list. */
export const NoneChosen: Story = {
  args: { initial: { mode: 'chosen', chosen: new Set() }, error: 'Choose at least one sub-account' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Choose at least one sub-account',
    );
  },
};

/** The names still loading. */
export const Loading: Story = {
  args: { names: undefined, initial: { mode: 'chosen', chosen: new Set() } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('group', { name: 'Sub-accounts the key can reach' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The names could not be read: the reason and Retry. */
export const LoadFailed: Story = {
  args: {
    names: undefined,
    loadError: 'The pool API is not answering',
    initial: { mode: 'chosen', chosen: new Set() },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }, { timeout: 10_000 }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The same choice in Russian. */
export const ChosenRussian: Story = {
  globals: { locale: 'ru' },
  args: { initial: { mode: 'chosen', chosen: new Set(['demo']) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'demo' }, { timeout: 10_000 })).toBeChecked();
  },
};
