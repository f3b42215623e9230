import { Container } from '@rico/design-system';
import { contactPage } from '../../content/pages/contact';
import { routeMeta } from '../../seo/routeMeta';

export const meta = routeMeta;

export default function ContactPage() {
  return (
    <main>
      <Container>
        <h1>{contactPage.hero.title}</h1>
      </Container>
    </main>
  );
}
