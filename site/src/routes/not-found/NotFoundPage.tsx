import { Container } from '@rico/design-system';
import { notFoundPage } from '../../content/pages/notFound';
import { routeMeta } from '../../seo/routeMeta';

export const meta = routeMeta;

export default function NotFoundPage() {
  return (
    <main>
      <Container>
        <h1>{notFoundPage.title}</h1>
      </Container>
    </main>
  );
}
