import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/** A render still running after this long is aborted; what has rendered is sent with its error boundaries. */
export const streamTimeout = 5_000;

/**
 * Renders a document whole, then sends it as one body.
 *
 * React Router's default streams from the shell on, which pays off only for pages that defer data
 * behind Suspense; ours load everything before rendering. Streaming the same bytes cost a chunk,
 * a web stream read and a socket write per 2 KB (about 15% of a signed-in page's time in
 * `npm run bench`); one buffer also gives the answer a Content-Length.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let settled = false;
    let shellRendered = false;
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const body = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        const html = Buffer.concat(chunks);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        responseHeaders.set("Content-Length", String(html.byteLength));
        settled = true;
        resolve(new Response(html, { status: responseStatusCode, headers: responseHeaders }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        if (!settled) reject(error);
      },
      onError(error: unknown) {
        // A boundary caught it: the page still renders, with a 500 status. Errors of the shell itself
        // reject and are logged by React Router.
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
