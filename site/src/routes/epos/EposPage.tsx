import { Container } from '@rico/design-system';
import { eposPage } from '../../content/epos';
import { routeMeta } from '../../seo/routeMeta';

export const meta = routeMeta;

export default function EposPage() {
  return (
    <main>
      <Container>
        <h1>{eposPage.hero.title}</h1>
      </Container>
    </main>
  );
}
