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
 * a web stream read and a socket write per 2 KB (docs/decisions/0004 has the figures); one buffer
 * also gives the answer a Content-Length. A HEAD request renders like a GET, for the same status
 * and headers; React Router drops its body.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Errors caught by a boundary: the page still renders, with a 500 status, and they are logged
    // once it is sent. An error of the shell itself rejects, and React Router logs it.
    const caught: unknown[] = [];
    let abortRender = () => {};
    const timer = setTimeout(() => abortRender(), streamTimeout + 1000);
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
        resolve(new Response(html, { status: responseStatusCode, headers: responseHeaders }));
        for (const error of caught) console.error(error);
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        caught.length = 0;
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        caught.push(error);
      },
    });
    abortRender = abort;
  });
}
