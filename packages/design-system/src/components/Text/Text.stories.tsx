import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Eyebrow } from '../Eyebrow/Eyebrow';
import { Text } from './Text';
import { textSizes } from './Text.css';
import { onInverseSurface } from '../../styles/tone.css';
import { vars } from '../../tokens/contract.css';
import { roleColor } from '../../tokens/roleColor';

const cookieText =
  'We use cookies to enhance your browsing experience and provide analytics. By continuing to use our site, you consent to our use of cookies.';

const meta = {
  title: 'Components/Text',
  component: Text,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'Body copy at the type scale: `md` for paragraphs, `lg`/`xl` for a lead, `sm` for notes. Use',
          '`tone="muted"` for secondary copy: it reads the surface it sits on, so it stays AA-readable on',
          'the dark inverse band too. Not for headings (use Heading) or labels of form fields (use Field).',
          'Eyebrow is the small uppercase label above a heading.',
        ].join(' '),
      },
    },
  },
  args: { children: cookieText },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: ['default', 'muted'] },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const paragraph = canvas.getByText(cookieText);
    await expect(paragraph.tagName).toBe('P');
  },
};

export const Muted: Story = {
  args: { tone: 'muted' },
  play: async ({ canvas }) => {
    // inkMuted (#4B5563) on the page.
    await expect(getComputedStyle(canvas.getByText(cookieText)).color).toBe(roleColor('inkMuted'));
  },
};

export const MutedOnInverse: Story = {
  name: 'Muted on the inverse surface',
  args: { tone: 'muted' },
  render: (args) => (
    <div className={onInverseSurface} style={{ background: vars.color.inverse, padding: 24 }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    // inverseMuted (#B9C2CF): the muted tone follows the dark surface instead of vanishing into it.
    await expect(getComputedStyle(canvas.getByText(cookieText)).color).toBe(roleColor('inverseMuted'));
  },
};

export const AsSpan: Story = {
  name: 'As span',
  args: { as: 'span', children: 'Sun closed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sun closed').tagName).toBe('SPAN');
  },
};

export const AllSizes: Story = {
  name: 'All sizes and tones',
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Eyebrow>Our Process</Eyebrow>
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          {size}: Restaurant Tech. Retail Speed. Real Results.
        </Text>
      ))}
      <Text tone="muted">muted: Mon-Fri 9:00 AM - 6:00 PM, Sat 10:00 AM - 4:00 PM, Sun closed</Text>
    </div>
  ),
};
