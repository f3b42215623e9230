import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text/Text';
import { Section } from './Section';
import { sectionTones } from './Section.css';
import { roleColor } from '../../tokens/roleColor';

const meta = {
  title: 'Blocks/Section',
  component: Section,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'A full-width band of a page with an optional eyebrow, title and intro above its content, inside',
          'a Container. Alternate `default` and `sunken` tones down a page; use `inverse` sparingly for',
          'emphasis (stats, a closing band). With a `title` the section is a landmark region named by its',
          'heading (`aria-labelledby`), so screen-reader users can jump to it. Pick `headingLevel` from',
          'the outline: 2 for page sections (the Hero holds the h1), 3 for a section nested in another.',
          'Not for the page opening (Hero) or a call to action (CallToAction).',
        ].join(' '),
      },
    },
  },
  args: {
    eyebrow: 'Our Process',
    title: 'How We Work',
    intro: 'Discovery, Strategy, Solutions, Support.',
    children: <Text>Restaurant Tech. Retail Speed. Real Results.</Text>,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: sectionTones },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'How We Work' });
    await expect(region.tagName).toBe('SECTION');
    await expect(canvas.getByRole('heading', { level: 2, name: 'How We Work' })).toBeVisible();
    // The eyebrow is a label, not a heading: it stays out of the outline.
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    await expect(canvas.getByText('Our Process').tagName).toBe('P');
  },
};

export const Sunken: Story = {
  args: { tone: 'sunken' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'How We Work' });
    await expect(getComputedStyle(region).backgroundColor).toBe(roleColor('surfaceSunken'));
  },
};

export const Inverse: Story = {
  args: { tone: 'inverse' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'How We Work' });
    await expect(getComputedStyle(region).backgroundColor).toBe(roleColor('inverse'));
    await expect(getComputedStyle(canvas.getByRole('heading')).color).toBe(roleColor('onInverse'));
    // The intro is muted text: light grey on the dark band, not the grey made for paper.
    await expect(getComputedStyle(canvas.getByText(/^Discovery/)).color).toBe(roleColor('inverseMuted'));
  },
};

export const InverseFocusRing: Story = {
  name: 'Inverse: focus ring stays visible',
  args: { tone: 'inverse', children: <a href="/contact">Contact Us</a> },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Contact Us' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).color).toBe(roleColor('onInverse'));
    // The light focus colour (#FFC46B), since the standard blue ring would not show on the dark band.
    await expect(getComputedStyle(link).outlineColor).toBe(roleColor('focusOnInverse'));
  },
};

export const NestedLevel3: Story = {
  name: 'Nested: heading level 3',
  args: { headingLevel: 3, eyebrow: undefined, title: 'Office hours', intro: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Office hours' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Office hours' })).toBeVisible();
  },
};

export const Centered: Story = { args: { align: 'center' } };

export const WithoutTitle: Story = {
  name: 'Without a title',
  args: { eyebrow: undefined, title: undefined, intro: undefined, 'aria-label': 'Tagline' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    // Without a heading to point at, the section is named by its aria-label.
    await expect(canvas.getByRole('region', { name: 'Tagline' })).not.toHaveAttribute('aria-labelledby');
  },
};
