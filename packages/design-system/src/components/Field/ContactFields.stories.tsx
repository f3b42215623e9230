import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup';
import { HoneypotField } from '../HoneypotField/HoneypotField';
import { Link } from '../Link/Link';
import { TextArea } from '../TextArea/TextArea';
import { TextInput } from '../TextInput/TextInput';
import { Field } from './Field';

const services = [
  { value: 'epos-table-ordering', label: 'EPOS & Table Ordering' },
  { value: 'application-implementation', label: 'Application Implementation' },
  { value: 'cloud-mobile', label: 'Cloud & Mobile Development' },
  { value: 'data-analytics', label: 'Data & Analytics' },
  { value: 'web-infrastructure', label: 'Web Development & Infrastructure' },
  { value: 'seo-marketing', label: 'SEO & Digital Marketing' },
];

interface ContactFieldsProps {
  /** The contact form's validation messages, keyed by field. */
  errors?: Partial<Record<'name' | 'email' | 'message' | 'consent', string>>;
}

/** Every field of the contact form in one `<form>`, as the site composes them (without react-hook-form). */
function ContactFields({ errors = {} }: ContactFieldsProps) {
  return (
    <form noValidate style={{ display: 'grid', gap: 20, maxWidth: 640 }}>
      <Field label="Full name" required error={errors.name}>
        {(p) => <TextInput {...p} name="name" autoComplete="name" />}
      </Field>
      <Field label="Email" required error={errors.email}>
        {(p) => <TextInput {...p} type="email" name="email" autoComplete="email" />}
      </Field>
      <Field label="Phone">{(p) => <TextInput {...p} type="tel" name="phone" autoComplete="tel" />}</Field>
      <Field label="Company">{(p) => <TextInput {...p} name="company" autoComplete="organization" />}</Field>
      <CheckboxGroup legend="Interests" name="interest" options={services} />
      <Field label="Message" required error={errors.message}>
        {(p) => <TextArea {...p} name="message" />}
      </Field>
      <Checkbox
        name="consent"
        required
        error={errors.consent}
        label={
          <>
            I consent to the processing of my data as described in the{' '}
            <Link href="/privacy" onClick={(event: MouseEvent) => event.preventDefault()}>
              Privacy Policy
            </Link>
          </>
        }
      />
      <HoneypotField />
    </form>
  );
}

const meta = {
  title: 'Forms/Overview',
  component: ContactFields,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'All form fields together, as the contact form uses them: for visual review and to check the tab order.',
      },
    },
  },
} satisfies Meta<typeof ContactFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    // One tab stop per control, in reading order; the honeypot is never reached.
    const expected = [
      canvas.getByRole('textbox', { name: 'Full name' }),
      canvas.getByRole('textbox', { name: 'Email' }),
      canvas.getByRole('textbox', { name: 'Phone' }),
      canvas.getByRole('textbox', { name: 'Company' }),
      ...canvas.getAllByRole('checkbox').slice(0, services.length),
      canvas.getByRole('textbox', { name: 'Message' }),
      canvas.getByRole('checkbox', { name: /I consent/ }),
      canvas.getByRole('link', { name: 'Privacy Policy' }),
    ];
    for (const element of expected) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Full name' }).closest('form')).not.toContainElement(
      document.activeElement as HTMLElement,
    );
  },
};

export const WithErrors: Story = {
  name: 'With errors',
  args: {
    errors: {
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      message: 'Message must be at least 10 characters',
      consent: 'You must consent to data processing',
    },
  },
  play: async ({ canvas, args }) => {
    const controls = {
      name: canvas.getByRole('textbox', { name: 'Full name' }),
      email: canvas.getByRole('textbox', { name: 'Email' }),
      message: canvas.getByRole('textbox', { name: 'Message' }),
      consent: canvas.getByRole('checkbox', { name: /I consent/ }),
    };
    for (const [field, control] of Object.entries(controls)) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAttribute('aria-required', 'true');
      await expect(control).toHaveAccessibleDescription(args.errors?.[field as keyof typeof controls] ?? '');
    }
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).not.toHaveAttribute('aria-invalid');
  },
};
