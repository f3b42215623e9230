import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'Once, at the end of every page: contact details, links to every section, legal links and the cookie settings.',
  ],
  whenNotToUse: ["For a page's own closing action: use CallToAction above it."],
  content: [
    'Group links under short headings; link names as in the header. Company details exactly as registered.',
  ],
  accessibility: [
    'The page\'s contentinfo landmark; its columns of links are one navigation named "Footer", each column under a heading.',
    'Social links are named by the company and the network ("Rico on LinkedIn"); their logos are decorative.',
  ],
};
