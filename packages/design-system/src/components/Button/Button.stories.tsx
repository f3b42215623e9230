import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';
import { roleColor } from '../../tokens/roleColor';
import { expectStatesPainted } from '../../storybook/expectStates';
import { interactionStates, pseudoStates, StateGrid } from '../../storybook/interactionStates';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Contact Us', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Us' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Small: Story = { args: { size: 'sm' } };
export const Medium: Story = { args: { size: 'md' } };
export const Large: Story = { args: { size: 'lg' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Contact Us' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { children: 'Send Message', loading: true, loadingLabel: 'Sending...' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Sending...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending...');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingKeepsWidth: Story = {
  name: 'Loading keeps its width',
  args: { children: 'Send Message', loadingLabel: 'Sending...' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Button {...args} data-testid="idle" />
      <Button {...args} loading data-testid="loading" />
    </div>
  ),
  play: async ({ canvas }) => {
    const idle = canvas.getByTestId('idle').getBoundingClientRect().width;
    const loading = canvas.getByTestId('loading').getBoundingClientRect().width;
    await expect(loading).toBe(idle);
  },
};

export const KeyboardActivation: Story = {
  name: 'Enter and Space activate',
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Contact Us' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const FocusVisible: Story = {
  name: 'Focus is visible',
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Contact Us' });
    const before = getComputedStyle(button).outlineStyle;
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const focused = getComputedStyle(button);
    await expect(before).toBe('none');
    await expect(focused.outlineStyle).toBe('solid');
    await expect(parseFloat(focused.outlineWidth)).toBeGreaterThanOrEqual(2);
  },
};

export const AsChildLink: Story = {
  name: 'asChild renders a link',
  args: { asChild: true, children: <a href="/contact">Contact Us</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Contact Us' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '/contact');
    await expect(canvas.queryByRole('button')).toBeNull();
    // The link carries the button's recipe class, so it looks like a primary button.
    const styles = getComputedStyle(link);
    await expect(styles.display).toBe('inline-flex');
    await expect(styles.backgroundColor).toBe(roleColor('accent'));
  },
};

export const AllVariants: Story = {
  name: 'All variants and sizes',
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          {buttonSizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button variant={variant} disabled>
            {variant} disabled
          </Button>
          <Button variant={variant} loading loadingLabel="Sending...">
            {variant} loading
          </Button>
        </div>
      ))}
    </div>
  ),
};

/** Every variant at rest, hovered, focused from the keyboard, pressed and disabled, without pointing. */
export const States: Story = {
  parameters: { pseudo: pseudoStates('button') },
  render: (args) => (
    <StateGrid states={interactionStates}>
      {(state) => (
        <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} disabled={state === 'disabled'}>
              {variant.charAt(0).toUpperCase() + variant.slice(1)}
            </Button>
          ))}
        </div>
      )}
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expectStatesPainted(canvasElement, 'button', ['hover', 'focusVisible', 'active', 'disabled']);
  },
};

/** Guidance example: one primary action, the others quieter. */
export const OnePrimaryAction: Story = {
  name: 'Do: one primary action',
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args}>Request a Demo</Button>
      <Button {...args} variant="outline">
        See Our Services
      </Button>
    </div>
  ),
};

/** Guidance example: two primary actions compete for attention. */
export const TwoPrimaryActions: Story = {
  name: "Don't: two primary actions",
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args}>Request a Demo</Button>
      <Button {...args}>See Our Services</Button>
    </div>
  ),
};
