import { Container } from '@rico/design-system';
import { servicesPage } from '../../content/pages/servicesPage';
import { routeMeta } from '../../seo/routeMeta';

export const meta = routeMeta;

export default function ServicesPage() {
  return (
    <main>
      <Container>
        <h1>{servicesPage.hero.title}</h1>
      </Container>
    </main>
  );
}
