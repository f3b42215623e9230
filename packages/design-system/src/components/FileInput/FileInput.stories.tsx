import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Field, type FieldProps } from '../Field/Field';
import { FileInput, type FileInputProps } from './FileInput';

/** Stories show the control as it is used: inside a Field, which gives it its label and messages. */
type Args = FileInputProps & Pick<FieldProps, 'label' | 'hint' | 'error' | 'required'>;

const meta = {
  title: 'Forms/FileInput',
  component: FileInput,
  tags: ['autodocs'],
  args: {
    label: 'CV',
    hint: 'PDF or Word (.docx), up to 5 MB',
    name: 'cv',
    accept: '.pdf,.docx',
    onChange: fn(),
  },
  render: ({ label, hint, error, required, ...input }) => (
    <Field label={label} hint={hint} error={error} required={required}>
      {(controlProps) => <FileInput {...controlProps} {...input} />}
    </Field>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'One file sent with a form, as the platform draws and speaks it (its button restyled to match',
          'the other controls). Always inside a Field. It posts with a native form submission, so it works',
          'before and without script; `accept` only narrows the picker, the server judges the file.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const pdf = () => new File(['%PDF-1.7\n'], 'Jane Doe CV.pdf', { type: 'application/pdf' });

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('CV');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription('PDF or Word (.docx), up to 5 MB');
    await expect(input.files).toHaveLength(0);
    await expect(input).not.toHaveAttribute('multiple');
  },
};

export const ChosenFile: Story = {
  name: 'A file chosen',
  args: { removeLabel: 'Remove file' },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('CV');
    await userEvent.upload(input, pdf());
    await expect(input.files?.[0]?.name).toBe('Jane Doe CV.pdf');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Remove file' })).toBeVisible();
  },
};

export const RemoveChosenFile: Story = {
  name: 'A chosen file removed',
  args: { removeLabel: 'Remove file' },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('CV');
    // Nothing to remove yet, so no button: before script runs there is none either.
    await expect(canvas.queryByRole('button', { name: 'Remove file' })).toBeNull();
    await userEvent.upload(input, pdf());
    const remove = canvas.getByRole('button', { name: 'Remove file' });
    await expect(remove).toHaveAccessibleDescription('Jane Doe CV.pdf');
    await userEvent.click(remove);
    await expect(input.files).toHaveLength(0);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    // The button goes with the file; focus goes back to the control, not to the page's start.
    await expect(canvas.queryByRole('button', { name: 'Remove file' })).toBeNull();
    await expect(input).toHaveFocus();
  },
};

export const KeyboardFocus: Story = {
  name: 'Takes keyboard focus',
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('CV');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input).outlineStyle).toBe('solid');
  },
};

export const WithError: Story = {
  name: 'With error',
  args: { error: 'CV must be a PDF or a Word (.docx) document' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('CV');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'PDF or Word (.docx), up to 5 MB CV must be a PDF or a Word (.docx) document',
    );
  },
};
