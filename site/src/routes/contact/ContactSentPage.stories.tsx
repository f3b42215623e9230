import type { Meta, StoryObj } from '@storybook/react-vite';
import { contactSentPage as copy } from '../../content/pages/contactSent';
import type { SiteRoute } from '../../storybook/SiteRoute';
import {
  expectLink,
  expectSitePage,
  expectVisible,
  mainOf,
  sitePageMeta,
  routePath,
} from '../../storybook/pageStory';

const meta = {
  title: 'Pages/Contact/Message sent',
  tags: ['autodocs'],
  args: { path: routePath('contact-sent') },
  // One width is enough for a page of a heading, a line and a link; it is captured at desktop width
  // in every project.
  globals: { viewport: { value: 'desktop' } },
  ...sitePageMeta(
    'The confirmation (/contact/sent) a visitor sees after sending the contact form without script.',
  ),
} satisfies Meta<typeof SiteRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Message sent',
  play: async ({ canvas }) => {
    await expectSitePage(canvas, 'contact-sent', copy.title);
    const main = mainOf(canvas);
    await expectVisible(main.getByText(copy.text));
    await expectLink(main, copy.action.label, copy.action.href);
  },
};
