import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { inboxFiltersCopy, inboxInterests } from './Inbox.fixtures';
import { InboxFilters, type InboxFiltersProps } from './InboxFilters';
import { storyFrame } from './storyFrame';

/** The filters as the site holds them: its own state, changed by what they report. */
function ControlledFilters(props: InboxFiltersProps) {
  const [query, setQuery] = useState(props.query);
  return (
    <InboxFilters
      {...props}
      query={query}
      onChange={(next) => {
        setQuery(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Inbox/InboxFilters',
  component: InboxFilters,
  tags: ['autodocs'],
  decorators: [storyFrame],
  args: {
    copy: inboxFiltersCopy,
    interests: inboxInterests,
    query: { unreadOnly: false, interest: '', search: '' },
    onChange: fn(),
    onExport: fn(),
  },
  argTypes: { copy: { control: false } },
  render: (args) => <ControlledFilters {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          'What the staff inbox shows: a search box (name, e-mail or company), an interest select, Unread only,',
          'and Export CSV for what is shown. Controlled: pass `query` and keep what `onChange` reports (the',
          'whole query, on every keystroke). All native controls in a search landmark, so each works from the',
          "keyboard as the platform's own does; Enter in the search box does not post the form. The ref is",
          'the search box: where to put focus after Clear Filters, whose button goes with the notice.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof InboxFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Filter messages' })).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAccessibleDescription('The start of any word in a name, e-mail or company');
    await expect(canvas.getByRole('combobox', { name: 'Interest' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Unread only' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: every filter and Export',
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveFocus();
    await userEvent.keyboard('copper');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      unreadOnly: false,
      interest: '',
      search: 'copper',
    });
    // Enter keeps the page: the filters already apply.
    await userEvent.keyboard('{Enter}');
    await expect(search).toHaveFocus();

    await userEvent.tab();
    const interest = canvas.getByRole('combobox', { name: 'Interest' });
    await expect(interest).toHaveFocus();
    await userEvent.selectOptions(interest, 'data-analytics');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      unreadOnly: false,
      interest: 'data-analytics',
      search: 'copper',
    });

    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Unread only' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      unreadOnly: true,
      interest: 'data-analytics',
      search: 'copper',
    });

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

export const Filtered: Story = {
  name: 'With filters set',
  args: { query: { unreadOnly: true, interest: 'epos-table-ordering', search: 'Shah' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('Shah');
    await expect(canvas.getByRole('combobox', { name: 'Interest' })).toHaveDisplayValue(
      'EPOS & Table Ordering',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Unread only' })).toBeChecked();
  },
};

export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Exporting...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};
