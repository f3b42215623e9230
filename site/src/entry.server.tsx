import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { renderIslandsApart } from './islands/Island';

// Each island is prerendered as a root of its own, as the browser hydrates it (src/islands/Island.tsx).
renderIslandsApart((tree, identifierPrefix) => renderToString(tree, { identifierPrefix }));

/**
 * The prerender's entry (this site has no runtime server: `ssr: false`). React Router's default
 * streams, and React outlines any Suspense boundary bigger than its progressive chunk size (about
 * 12 KB): the content goes to the end of the document inside <div hidden>, and an inline script puts
 * it in place. Without JavaScript (crawlers, a failed script) such a page would show nothing: what
 * little of the page runs script (its islands) hydrates after the first paint. So boundaries are never
 * outlined, and the page is complete before it is written.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await stream.allReady;
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(stream, { headers: responseHeaders, status });
}
