import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { vars } from '../../tokens/contract.css';
import { ThemeControl, type ThemeChoice } from './ThemeControl';

const meta = {
  title: 'Navigation/ThemeControl',
  component: ThemeControl,
  tags: ['autodocs'],
  args: { legend: 'Theme', labels: { system: 'System', light: 'Light', dark: 'Dark' } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, backgroundColor: vars.color.inverse, color: vars.color.onInverse }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `
The visitor's colour theme: System (follow the device's setting), Light or Dark. It sits in the footer,
on the dark ink band, beside the copyright line. Three native radio buttons, not a toggle: a toggle has two
states and would hide "follow my device", which is the right default for most visitors.

It shows and reports the choice; the app stores and applies it (the site keeps it in local storage and sets
\`data-theme\` on \`<html>\` before the first paint). Name the group and the options in plain words: "Theme",
"System", "Light", "Dark".

Keyboard: Tab reaches the chosen option, the arrow keys move the choice. Screen readers hear a group named
by its legend with three radio buttons. The whole pill is the target (44 px tall); the chosen one has a
brighter border and heavier text as well as the filled radio, so colour is not the only cue.`,
      },
    },
  },
} satisfies Meta<typeof ThemeControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Theme' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
  },
};

export const KeyboardChoice: Story = {
  name: 'Chosen from the keyboard',
  args: { onChange: fn() },
  render: function Controlled(args) {
    const [value, setValue] = useState<ThemeChoice>('system');
    return (
      <ThemeControl
        {...args}
        value={value}
        onChange={(choice) => {
          setValue(choice);
          args.onChange?.(choice);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'System' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('dark');
  },
};
