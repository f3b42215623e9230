import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PreviewBanner } from './PreviewBanner';

describe('PreviewBanner on the server', () => {
  it('given prerendering, should render nothing until the document has loaded', () => {
    expect(
      renderToString(
        <PreviewBanner
          status="running"
          message="Running."
          href="/preview"
          linkLabel="Learn more"
          linkHint="about it"
        />,
      ),
    ).toBe('');
  });
});
