import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { CallToAction } from './CallToAction';
import { roleColor } from '../../tokens/roleColor';

const meta = {
  title: 'Blocks/CallToAction',
  component: CallToAction,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'A full-width band asking for the next step: contact the company or request a demo. Use one per',
          'page, near the end; give it one primary action and at most one secondary. It is a landmark',
          'region named by its heading (h2 by default). On the dark `inverse` band the focus ring turns',
          'light so keyboard users can still see it; use a primary button there (outline and ghost',
          'buttons are drawn for light surfaces). `sunken` is the quieter, light version.',
        ].join(' '),
      },
    },
  },
  args: {
    title: 'Ready to Get Started',
    text: 'Restaurant Tech. Retail Speed. Real Results.',
    actions: (
      <Button asChild size="lg">
        <Link href="/contact">Contact Us Today</Link>
      </Button>
    ),
  },
} satisfies Meta<typeof CallToAction>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inverse: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Ready to Get Started' });
    await expect(getComputedStyle(region).backgroundColor).toBe(roleColor('inverse'));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Ready to Get Started');
    const link = canvas.getByRole('link', { name: 'Contact Us Today' });
    await expect(link).toHaveAttribute('href', '/contact');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // Light focus ring (#FFC46B) on the dark band.
    await expect(getComputedStyle(link).outlineColor).toBe(roleColor('focusOnInverse'));
  },
};

const scheduleConsultation = fn();

export const SunkenWithTwoActions: Story = {
  name: 'Sunken, two actions',
  args: {
    tone: 'sunken',
    actions: (
      <>
        <Button asChild size="lg">
          <Link href="/contact">Contact Us Today</Link>
        </Button>
        {/* Schedule Consultation has no page of its own here: a button, not a link to nowhere. */}
        <Button variant="outline" size="lg" onClick={scheduleConsultation}>
          Schedule Consultation
        </Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    scheduleConsultation.mockClear();
    await expect(getComputedStyle(canvas.getByRole('region')).backgroundColor).toBe(
      roleColor('surfaceSunken'),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Contact Us Today' })).toHaveFocus();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Schedule Consultation' });
    await expect(button).toHaveFocus();
    // Blue focus ring (#1F5FBF) on the light band.
    await expect(getComputedStyle(button).outlineColor).toBe(roleColor('focus'));
    await userEvent.keyboard('{Enter}');
    await expect(scheduleConsultation).toHaveBeenCalledTimes(1);
  },
};

export const RequestADemo: Story = {
  name: 'Request a Demo (level 3)',
  args: {
    title: 'RicoTAP',
    headingLevel: 3,
    text: 'In-store POS, table reservation integration, a connected web portal, cloud sync and multi-device use.',
    actions: (
      <Button asChild size="lg">
        <Link href="/contact?topic=ricotap">Request a Demo</Link>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'RicoTAP' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute(
      'href',
      '/contact?topic=ricotap',
    );
  },
};
