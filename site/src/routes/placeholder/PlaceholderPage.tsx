import { useMatches } from 'react-router';
import { Container } from '@rico/design-system';
import { placeholders, type PlaceholderId } from '../../content/pages/placeholders';
import { routeMeta } from '../../seo/routeMeta';

export const meta = routeMeta;

export default function PlaceholderRoute() {
  const id = useMatches().at(-1)?.id as PlaceholderId;
  return (
    <main>
      <Container>
        <h1>{placeholders[id].title}</h1>
      </Container>
    </main>
  );
}
