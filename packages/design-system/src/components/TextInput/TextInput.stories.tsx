import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Field, type FieldProps } from '../Field/Field';
import { TextInput, textInputTypes, type TextInputProps } from './TextInput';
import { roleColor } from '../../tokens/roleColor';
import { expectStatesPainted } from '../../storybook/expectStates';
import { pseudoStates, StateGrid } from '../../storybook/interactionStates';

/** Stories show the input as it is used: inside a Field, which gives it its label and messages. */
type Args = TextInputProps & Pick<FieldProps, 'label' | 'hint' | 'error' | 'required'>;

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  tags: ['autodocs'],
  args: { label: 'Full name', required: true, name: 'name', autoComplete: 'name', onChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: textInputTypes } },
  render: ({ label, hint, error, required, ...input }) => (
    <Field label={label} hint={hint} error={error} required={required}>
      {(controlProps) => <TextInput {...controlProps} {...input} />}
    </Field>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'A single-line text control for text, email and tel (the type picks the phone keyboard).',
          'Always inside a Field. It forwards its ref and spreads every other prop onto the `<input>`, so',
          "`{...register('email')}` works directly. 16 px text (no iOS zoom), 44 px tall, a 3:1 border,",
          'a visible focus ring, and a red border when `aria-invalid`. For several lines use TextArea.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'Jane Doe');
    await expect(input).toHaveValue('Jane Doe');
    await expect(args.onChange).toHaveBeenCalledTimes(8);
  },
};

export const Filled: Story = { args: { defaultValue: 'Jane Doe' } };

export const WithError: Story = {
  name: 'With error',
  args: {
    label: 'Email',
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    defaultValue: 'jane@',
    error: 'Invalid email address',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    await expect(document.getElementById(describedBy)).toHaveTextContent('Invalid email address');
    await expect(input).toHaveAccessibleDescription('Invalid email address');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Jane Doe' },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Jane Doe');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Types: Story = {
  name: 'Text, email and tel',
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Field label="Full name">{(p) => <TextInput {...p} autoComplete="name" />}</Field>
      <Field label="Email">{(p) => <TextInput {...p} type="email" autoComplete="email" />}</Field>
      <Field label="Phone">{(p) => <TextInput {...p} type="tel" autoComplete="tel" />}</Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
  },
};

export const TouchSizeAndFocus: Story = {
  name: 'Touch size, border and focus ring',
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    const idle = getComputedStyle(input);
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(parseFloat(idle.fontSize)).toBeGreaterThanOrEqual(16);
    // The 3:1 border token; ink if the test runner's one pointer happens to rest over the field (a
    // story in another file may have clicked there), which is the hover state.
    await expect(idle.borderColor).toBe(roleColor(input.matches(':hover') ? 'ink' : 'border'));
    await expect(idle.outlineStyle).toBe('none');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const focused = getComputedStyle(input);
    await expect(focused.outlineStyle).toBe('solid');
    await expect(parseFloat(focused.outlineWidth)).toBeGreaterThanOrEqual(2);
  },
};

/** At rest, hovered, focused from the keyboard and disabled, side by side, without pointing. */
export const States: Story = {
  parameters: { pseudo: pseudoStates('input') },
  render: ({ label }) => (
    <StateGrid states={['rest', 'hover', 'focusVisible', 'disabled']}>
      {(state) => (
        <div style={{ width: '14rem' }}>
          <Field label={label}>
            {(controlProps) => (
              <TextInput {...controlProps} defaultValue="Sam Patel" disabled={state === 'disabled'} />
            )}
          </Field>
        </div>
      )}
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expectStatesPainted(canvasElement, 'input', ['hover', 'focusVisible', 'disabled']);
  },
};
