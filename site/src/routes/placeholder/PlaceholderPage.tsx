import { PlaceholderPage } from '@rico/design-system';
import { useMatches } from 'react-router';
import { backHome } from '../../content/links';
import { placeholders, type PlaceholderId } from '../../content/pages/placeholders';
import { pagesHandle } from '../../seo/pageHandle';

export const handle = pagesHandle(placeholders);

const isPlaceholder = (id: string | undefined): id is PlaceholderId => id !== undefined && id in placeholders;

/**
 * Every 'Coming Soon' page (five services, RicoTAP, Blog, Terms): one module
 * that the route table mounts under several ids; the id picks the copy.
 */
export default function PlaceholderRoute() {
  const id = useMatches().at(-1)?.id;
  if (!isPlaceholder(id)) throw new Error(`No placeholder copy for route ${String(id)}`);
  const page = placeholders[id];
  return (
    <PlaceholderPage
      eyebrow={page.status}
      title={page.title}
      message={page.text}
      primaryLink={page.action}
      secondaryLink={backHome}
    />
  );
}
