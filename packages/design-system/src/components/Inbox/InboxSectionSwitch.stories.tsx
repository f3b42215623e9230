import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { InboxSectionSwitch, type InboxSectionSwitchProps } from './InboxSectionSwitch';
import { storyFrame } from './storyFrame';

type Section = 'messages' | 'applications';

const sections = [
  { value: 'messages', label: 'Messages' },
  { value: 'applications', label: 'Applications' },
] as const;

/** The switch as the site holds it: the section shown is its own state. */
function ControlledSwitch(props: InboxSectionSwitchProps<Section>) {
  const [current, setCurrent] = useState(props.current);
  return (
    <InboxSectionSwitch
      {...props}
      current={current}
      onChange={(next) => {
        setCurrent(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Inbox/InboxSectionSwitch',
  component: InboxSectionSwitch<Section>,
  tags: ['autodocs'],
  decorators: [storyFrame],
  args: { label: 'Show', sections, current: 'messages', onChange: fn() },
  render: (args) => <ControlledSwitch {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          'What the staff inbox shows: contact-form messages or job applications. Toggle buttons in a named',
          'group: the one shown is pressed and filled, the other outlined, so the state is told by more than',
          'colour. Choosing the one shown does nothing.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof InboxSectionSwitch<Section>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Messages: Story = {
  name: 'Messages shown, switched from the keyboard',
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Show' });
    await expect(group).toBeVisible();
    const messages = canvas.getByRole('button', { name: 'Messages' });
    const applications = canvas.getByRole('button', { name: 'Applications' });
    await expect(messages).toHaveAttribute('aria-pressed', 'true');
    await expect(applications).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(messages);
    await expect(args.onChange).not.toHaveBeenCalled();
    messages.focus();
    await userEvent.tab();
    await expect(applications).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith('applications');
    await expect(applications).toHaveAttribute('aria-pressed', 'true');
    await expect(messages).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Applications: Story = {
  name: 'Applications shown',
  args: { current: 'applications' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Applications' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
