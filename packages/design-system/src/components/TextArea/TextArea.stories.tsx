import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Field, type FieldProps } from '../Field/Field';
import { TextArea, type TextAreaProps } from './TextArea';
import { expectStatesPainted } from '../../storybook/expectStates';
import { pseudoStates, StateGrid } from '../../storybook/interactionStates';

type Args = TextAreaProps & Pick<FieldProps, 'label' | 'hint' | 'error' | 'required'>;

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Message', required: true, name: 'message', onChange: fn() },
  render: ({ label, hint, error, required, ...textArea }) => (
    <Field label={label} hint={hint} error={error} required={required}>
      {(controlProps) => <TextArea {...controlProps} {...textArea} />}
    </Field>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'A multi-line text control for free text such as the contact message. Always inside a Field.',
          'Five rows by default, resizable vertically only; forwards its ref so `register()` spreads onto it.',
          'Enter inserts a new line (it never submits the form); Tab moves on. Same border, focus ring and',
          'invalid state as TextInput.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textArea).toHaveAttribute('aria-required', 'true');
    await userEvent.type(textArea, 'Hello{Enter}there');
    await expect(textArea).toHaveValue('Hello\nthere');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'We run two restaurants and would like a demo of table ordering.' },
};

export const WithError: Story = {
  name: 'With error',
  args: { defaultValue: 'Hi', error: 'Message must be at least 10 characters' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    const describedBy = textArea.getAttribute('aria-describedby') ?? '';
    await expect(document.getElementById(describedBy)).toHaveTextContent(
      'Message must be at least 10 characters',
    );
    await expect(textArea).toHaveAccessibleDescription('Message must be at least 10 characters');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textArea).toBeDisabled();
    await userEvent.type(textArea, 'x');
    await expect(textArea).toHaveValue('');
  },
};

export const Sizing: Story = {
  name: 'Rows and vertical resize',
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textArea).toHaveAttribute('rows', '5');
    const styles = getComputedStyle(textArea);
    await expect(styles.resize).toBe('vertical');
    await expect(parseFloat(styles.fontSize)).toBeGreaterThanOrEqual(16);
    await expect(textArea.getBoundingClientRect().height).toBeGreaterThanOrEqual(120);
  },
};

/** At rest, hovered, focused from the keyboard and disabled, side by side, without pointing. */
export const States: Story = {
  parameters: { pseudo: pseudoStates('textarea') },
  render: ({ label }) => (
    <StateGrid states={['rest', 'hover', 'focusVisible', 'disabled']}>
      {(state) => (
        <div style={{ width: '14rem' }}>
          <Field label={label}>
            {(controlProps) => <TextArea {...controlProps} rows={3} disabled={state === 'disabled'} />}
          </Field>
        </div>
      )}
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expectStatesPainted(canvasElement, 'textarea', ['hover', 'focusVisible', 'disabled']);
  },
};
