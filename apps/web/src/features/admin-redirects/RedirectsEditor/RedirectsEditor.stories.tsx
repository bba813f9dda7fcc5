import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import type { RedirectRow, TableProblems } from '../redirectTable';
import { RedirectsEditor } from './RedirectsEditor';

const rows: RedirectRow[] = [
  { key: 'a', match: '/old/**', redirect: '/news', status: 301 },
  { key: 'b', match: '/blog', redirect: 'https://blog.example.com/', status: 302 },
  { key: 'c', match: '/x', redirect: 'javascript:alert(1)', status: 301 },
];

/** The editor holding its rows, as the page does. */
function Editor({ problems }: { problems: TableProblems }) {
  const [current, setCurrent] = useState(rows);
  return (
    <RedirectsEditor
      rows={current}
      onChange={setCurrent}
      onAdd={() => setCurrent((r) => [...r, { key: `n${r.length}`, match: '', redirect: '', status: 301 }])}
      problems={problems}
    />
  );
}

const meta = {
  title: 'web/admin/RedirectsEditor',
  component: Editor,
  decorators: [withApp('/admin/redirects')],
  args: { problems: { rows: {} } },
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rules move up and down, are removed and added. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move rule 2 up' }));
    const first = canvas.getByRole('group', { name: 'Rule 1' });
    await expect(within(first).getByRole('textbox', { name: /Path pattern/ })).toHaveValue('/blog');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove rule 3' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a rule' }));
    await expect(canvas.getAllByTestId('redirect-rule')).toHaveLength(3);
  },
};

/** The API's errors by row. */
export const WithErrors: Story = {
  args: { problems: { rows: { 2: { redirect: 'Only http:// and https:// addresses may leave the site' } } } },
  play: async ({ canvas }) => {
    const third = canvas.getByRole('group', { name: 'Rule 3' });
    await expect(within(third).getByRole('textbox', { name: /Goes to/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
