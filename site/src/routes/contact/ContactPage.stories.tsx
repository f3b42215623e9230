import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { company } from '../../content/company';
import { contactForm as form } from '../../content/contactForm';
import { contactPage as copy } from '../../content/pages/contact';
import { fakeFirebase, firebaseCalls } from '../../storybook/fakeFirebase';
import type { SiteRoute } from '../../storybook/SiteRoute';
import {
  expectLink,
  expectSitePage,
  expectVisible,
  mainOf,
  sitePageMeta,
  routePath,
} from '../../storybook/pageStory';
import { fillValidForm, specErrors, submitButton, toasts } from './ContactForm.storyKit';

const meta = {
  title: 'Pages/Contact',
  tags: ['autodocs'],
  args: { path: routePath('contact') },
  ...sitePageMeta(
    `
The contact page (/contact) in the site layout: the company's details and office hours beside the
contact form, in each of the form's states. The form sends through its real code and the real
Firebase SDK; the stories answer its two requests (the message write and the sendContactEmail
callable) at the network, so nothing reaches Firebase and no component is changed for the stories.
`,
    fakeFirebase('accepts'),
  ),
} satisfies Meta<typeof SiteRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expectSitePage(canvas, 'contact', copy.hero.title);
    // The footer repeats them: these are the page's own.
    const main = mainOf(canvas);
    await expectLink(main, company.email, `mailto:${company.email}`);
    await expectLink(main, company.phone, `tel:${company.phoneE164}`);
    for (const line of copy.officeHours.lines) {
      await expectVisible(main.getByText(line.days));
    }
    await expectVisible(canvas.getByRole('form', { name: copy.form.title }));
    await expectVisible(canvas.getByText(form.intro));
    await expect(submitButton(canvas)).toBeEnabled();
    await expect(firebaseCalls()).toEqual([]);
  },
};

export const ValidationErrors: Story = {
  name: 'Validation errors',
  play: async ({ canvas, userEvent }) => {
    await expectSitePage(canvas, 'contact', copy.hero.title);
    await userEvent.click(submitButton(canvas));
    for (const message of Object.values(specErrors)) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await expect(firebaseCalls()).toEqual([]);
  },
};

export const Sending: Story = {
  beforeEach: fakeFirebase('hangs'),
  parameters: {
    docs: {
      description: {
        story: 'The e-mail call never answers here; like the site, the page gives up after 30 seconds.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await fillValidForm(canvas, userEvent);
    await userEvent.click(submitButton(canvas));
    const button = await canvas.findByRole('button', { name: form.sending });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(firebaseCalls().at(-1)).toBe('sendContactEmail'));
  },
};

export const SuccessToast: Story = {
  name: 'Success toast',
  play: async ({ canvas, userEvent }) => {
    await fillValidForm(canvas, userEvent);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(toasts().getByText(form.toast.success)).toBeVisible());
    // The write may be skipped: the sender reuses a message an earlier story stored with the same
    // values and no e-mail (as on a retry), so only the e-mail call is certain.
    await expect(firebaseCalls().at(-1)).toBe('sendContactEmail');
    // The form starts over.
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: /I consent/ })).not.toBeChecked();
  },
};

export const ErrorToast: Story = {
  name: 'Error toast',
  beforeEach: fakeFirebase('fails'),
  play: async ({ canvas, userEvent }) => {
    // The page logs the failure on purpose; keep it out of the test output.
    const consoleError = spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await fillValidForm(canvas, userEvent);
      await userEvent.click(submitButton(canvas));
      await waitFor(() => expect(toasts().getByText(form.toast.error)).toBeVisible());
      await expect(consoleError).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'functions/unavailable' }),
      );
    } finally {
      consoleError.mockRestore();
    }
    // Every value is kept for another try.
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue(' Ann Baker ');
    await expect(canvas.getByRole('checkbox', { name: /I consent/ })).toBeChecked();
    await expect(submitButton(canvas)).not.toHaveAttribute('aria-disabled');
  },
};

export const RicoTapTopic: Story = {
  name: 'RicoTAP topic',
  args: { path: '/contact?topic=ricotap' },
  play: async ({ canvas }) => {
    await expectSitePage(canvas, 'contact', copy.hero.title);
    const formRegion = within(canvas.getByRole('form', { name: copy.form.title }));
    await expect(await formRegion.findByText(/You’re requesting a RicoTAP demo/)).toBeVisible();
    // The preset ticks its interest just after the note shows (the form resets to it after mount).
    await waitFor(() =>
      expect(formRegion.getByRole('checkbox', { name: 'EPOS & Table Ordering' })).toBeChecked(),
    );
    await expect(formRegion.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
  },
};
