import { Button, Container } from '@rico/design-system';

export function meta() {
  return [{ title: 'Home' }];
}

export default function HomePage() {
  return (
    <main>
      <Container>
        <h1>Restaurant Tech. Retail Speed. Real Results.</h1>
        <Button asChild>
          <a href="/contact">Contact Us</a>
        </Button>
      </Container>
    </main>
  );
}
