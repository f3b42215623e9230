import { Container } from '@rico/design-system';
import { aboutPage } from '../../content/pages/about';
import { routeMeta } from '../../seo/routeMeta';

export const meta = routeMeta;

export default function AboutPage() {
  return (
    <main>
      <Container>
        <h1>{aboutPage.hero.title}</h1>
      </Container>
    </main>
  );
}
