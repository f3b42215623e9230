import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToReadableStream } from 'react-dom/server';

/**
 * The prerender's entry (this site has no runtime server: `ssr: false`). React Router's default
 * streams, and React outlines any Suspense boundary bigger than its progressive chunk size (about
 * 12 KB): the content goes to the end of the document inside <div hidden>, and an inline script puts
 * it in place. Without JavaScript (crawlers, a failed script) such a page would show nothing, and the
 * layout's progressive hydration wraps the whole page in boundaries (runtime/HydrateInTurn.tsx). So
 * boundaries are never outlined, and the page is complete before it is written.
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
