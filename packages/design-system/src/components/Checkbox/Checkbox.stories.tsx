import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn } from 'storybook/test';
import { Link } from '../Link/Link';
import { Checkbox } from './Checkbox';
import { roleColor } from '../../tokens/roleColor';
import { expectStatesPainted } from '../../storybook/expectStates';
import { pseudoStates, StateGrid } from '../../storybook/interactionStates';

// Stands in for the site's router link, which also handles the click itself instead of a page load.
const stayOnPage = (event: MouseEvent) => event.preventDefault();

const consentLabel = (
  <>
    I consent to the processing of my data as described in the{' '}
    <Link href="/privacy" onClick={stayOnPage}>
      Privacy Policy
    </Link>
  </>
);
const consentName = 'I consent to the processing of my data as described in the Privacy Policy';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: consentLabel, name: 'consent', required: true, onCheckedChange: fn(), onBlur: fn() },
  argTypes: { label: { control: false } },
  parameters: {
    docs: {
      description: {
        component: [
          'A single yes/no choice, such as consent. For several related choices use CheckboxGroup.',
          'A native `<input type="checkbox">` drawn by the design system (`appearance: none`, its own box and',
          'tick, the system highlight colours in forced-colours mode), so it works before and without the',
          "page's script and posts `name=value` with a native form submission. A real `<label for>`: clicking the",
          'label toggles it, but a link inside the label only follows the link. Keyboard: Tab reaches the box',
          'and then the link; Space toggles (Enter does not). Screen readers hear the whole label as the name,',
          '"required" from aria-required (the `*` is hidden) and the error as its description. With',
          'react-hook-form use `Controller` and pass `checked`, `onCheckedChange`, `onBlur`, `name` and `ref`.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: consentName });
    await expect(checkbox).not.toBeChecked();
    await expect(checkbox).toHaveAttribute('aria-required', 'true');
    const marker = canvas.getByText('*');
    await expect(marker).toBeVisible();
    await expect(marker).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: consentName })).toBeChecked();
  },
};

export const WithError: Story = {
  name: 'With error',
  args: { error: 'You must consent to data processing' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: consentName });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    const describedBy = checkbox.getAttribute('aria-describedby') ?? '';
    await expect(document.getElementById(describedBy)).toHaveTextContent(
      'You must consent to data processing',
    );
    await expect(checkbox).toHaveAccessibleDescription('You must consent to data processing');
    await expect(getComputedStyle(checkbox).borderColor).toBe(roleColor('critical'));
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: consentName });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const SpaceToggles: Story = {
  name: 'Space toggles, Enter does not',
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: consentName });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
    // The link is the next, separate tab stop; leaving the box reports a blur.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveFocus();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const LabelToggles: Story = {
  name: 'Clicking the label toggles',
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: consentName });
    await userEvent.click(canvas.getByText(/I consent to the processing/));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const LinkDoesNotToggle: Story = {
  name: 'Clicking the link does not toggle',
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: consentName });
    const link = canvas.getByRole('link', { name: 'Privacy Policy' });
    const linkClicked = fn();
    link.addEventListener('click', linkClicked);
    await userEvent.click(link);
    await expect(linkClicked).toHaveBeenCalledTimes(1);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  name: 'Controlled (as with Controller)',
  args: { checked: false },
  play: async ({ canvas, args, userEvent }) => {
    // The owner decides: the request to tick is reported, the box follows `checked` only.
    const checkbox = canvas.getByRole('checkbox', { name: consentName });
    await userEvent.click(checkbox);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(checkbox).not.toBeChecked();
  },
};

// The box itself, whichever element draws it.
const box = ':is([role="checkbox"], input[type="checkbox"])';

/** Unticked, at rest, hovered, focused from the keyboard and disabled, side by side, without pointing. */
export const States: Story = {
  parameters: { pseudo: pseudoStates(box) },
  render: () => (
    <StateGrid states={['rest', 'hover', 'focusVisible', 'disabled']}>
      {(state) => <Checkbox label="Send me the newsletter" name={state} disabled={state === 'disabled'} />}
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expectStatesPainted(canvasElement, box, ['hover', 'focusVisible', 'disabled']);
  },
};

export const NativeFormPost: Story = {
  name: 'Posts with a native form, no script needed',
  args: { value: 'yes' },
  decorators: [
    (Story) => (
      <form aria-label="Consent form" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    // A native checkbox: what a browser with no script ticks and posts.
    const checkbox = canvas.getByRole('checkbox', { name: consentName });
    await expect(checkbox.tagName).toBe('INPUT');
    const form = canvas.getByRole<HTMLFormElement>('form', { name: 'Consent form' });
    await expect(new FormData(form).get('consent')).toBeNull();
    await userEvent.click(checkbox);
    await expect(new FormData(form).get('consent')).toBe('yes');
  },
};

export const CheckedTick: Story = {
  name: 'Checked: the tick is drawn over the box',
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    // The tick, not only the fill, says "checked" (forced colours replace the fill): it must be drawn.
    const tick = canvasElement.querySelector('svg');
    await expect(tick).not.toBeNull();
    await expect(getComputedStyle(tick as Element).visibility).toBe('visible');
  },
};
