import { Heading, Section } from '@rico/design-system';
import { inboxPage as copy } from '../../content/pages/inbox';
import { Island } from '../../islands/Island';
import { InboxIsland } from '../../islands/InboxIsland';
import { pageHandle } from '../../seo/pageHandle';

export const handle = pageHandle(copy);

/**
 * The staff inbox. Prerendered as a shell (the title and a placeholder): who is signed in, and the
 * messages, are known only in the browser. Its code, its stylesheet and Firebase Authentication load
 * on this page alone (vite/clientChunks.ts).
 */
export default function InboxPage() {
  return (
    <Section width="xl">
      <Heading level={1} size="xl">
        {copy.title}
      </Heading>
      <noscript>
        <p>{copy.noScript}</p>
      </noscript>
      <Island name="inbox" component={InboxIsland} boxed />
    </Section>
  );
}
