import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Field } from '../Field/Field';
import { TextInput } from '../TextInput/TextInput';
import { HoneypotField } from './HoneypotField';

const meta = {
  title: 'Forms/HoneypotField',
  component: HoneypotField,
  tags: ['autodocs'],
  // Shown between two real controls, as in the contact form, so the tab order can be checked.
  render: (args) => (
    <form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
      <Field label="Full name">{(p) => <TextInput {...p} />}</Field>
      <HoneypotField {...args} />
      <Button type="submit">Send Message</Button>
    </form>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          "The contact form's spam trap (`companyWebsite`). Put exactly one in a form and register it like any",
          'input; the schema rejects a non-empty value and the form drops such a submission silently. People never',
          'meet it: it is off-screen (not display:none, which bots skip), aria-hidden, out of the tab order',
          '(tabindex -1) and excluded from autofill (autocomplete off). Nothing to see on this page, by design.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof HoneypotField>;
export default meta;
type Story = StoryObj<typeof meta>;

const trapIn = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[name="companyWebsite"]');

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = trapIn(canvasElement);
    await expect(input).not.toBeNull();
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveAttribute('tabindex', '-1');
    await expect(input).toHaveAttribute('autocomplete', 'off');
    await expect(input?.closest('[aria-hidden="true"]')).not.toBeNull();
    // Not in the accessibility tree: the only textbox is the real one.
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
    // Rendered (bots see it) but out of view.
    const container = input?.closest<HTMLElement>('[data-honeypot]');
    await expect(getComputedStyle(container as HTMLElement).display).not.toBe('none');
    await expect(container?.getBoundingClientRect().right).toBeLessThanOrEqual(0);
  },
};

export const SkippedByTab: Story = {
  name: 'Tab skips it',
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toHaveFocus();
  },
};

export const FilledByBot: Story = {
  name: 'Filled by a bot',
  args: { defaultValue: 'https://spam.example' },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form');
    await expect(form).not.toBeNull();
    // The value is posted under the trap's name, which is what the schema checks.
    await expect(new FormData(form as HTMLFormElement).get('companyWebsite')).toBe('https://spam.example');
  },
};
