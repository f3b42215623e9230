import { Container } from '@rico/design-system';
import { homePage } from '../../content/pages/home';
import { routeMeta } from '../../seo/routeMeta';

export const meta = routeMeta;

export default function HomePage() {
  return (
    <main>
      <Container>
        <h1>{homePage.hero.title}</h1>
      </Container>
    </main>
  );
}
