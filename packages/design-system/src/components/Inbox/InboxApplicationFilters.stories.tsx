import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { inboxApplicationFiltersCopy } from './Inbox.fixtures';
import { inboxRoles } from './inboxApplications.fixtures';
import { InboxApplicationFilters, type InboxApplicationFiltersProps } from './InboxApplicationFilters';
import { storyFrame } from './storyFrame';

/** The filter as the site holds it: its own state, changed by what it reports. */
function ControlledFilters(props: InboxApplicationFiltersProps) {
  const [role, setRole] = useState(props.role);
  return (
    <InboxApplicationFilters
      {...props}
      role={role}
      onRoleChange={(next) => {
        setRole(next);
        props.onRoleChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Inbox/InboxApplicationFilters',
  component: InboxApplicationFilters,
  tags: ['autodocs'],
  decorators: [storyFrame],
  args: {
    copy: inboxApplicationFiltersCopy,
    roles: inboxRoles,
    role: '',
    onRoleChange: fn(),
    onExport: fn(),
  },
  argTypes: { copy: { control: false } },
  render: (args) => <ControlledFilters {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          'What the applications list shows: one role or all, and Export CSV for what is shown. Controlled:',
          'pass `role` and keep what `onRoleChange` reports. A native select in a search landmark, so it',
          "works from the keyboard as the platform's own does; Enter does not post the form.",
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof InboxApplicationFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('search', { name: 'Filter applications' })).toBeVisible();
    const role = canvas.getByRole('combobox', { name: 'Role' });
    await expect(role).toHaveValue('');
    const options = Array.from((role as HTMLSelectElement).options, (option) => option.textContent);
    await expect(options).toEqual([
      'All roles',
      'EPOS Support Engineer',
      'React Developer',
      'Speculative application',
    ]);
    await userEvent.selectOptions(role, 'React Developer');
    await expect(args.onRoleChange).toHaveBeenLastCalledWith('React Developer');
    await expect(role).toHaveValue('React Developer');
    // Enter on the form filters nothing more and does not reload the page.
    role.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('search')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

export const Exporting: Story = {
  args: { role: 'EPOS Support Engineer', exporting: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveValue('EPOS Support Engineer');
    const button = canvas.getByRole('button', { name: 'Exporting...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};
