import { createHash } from "node:crypto";
import { createContext, type RouterContextProvider } from "react-router";
import type { User } from "./api.server";
import { getAuth, getRuntime } from "./auth.server";
import { sessionPristine } from "./session-middleware.server";

// The page cache: a signed-in page loaded again, with the same session, when nothing the user owns
// has changed, is sent as it was rendered instead of being rendered again. Every load still checks
// the session upstream (GET /api/v1/user), and that answer carries the user's data version, which
// the database moves on every change to what the user owns (drizzle/0002): a page is only reused
// under the version it was rendered at. See docs/decisions/0005-page-cache.md.

/** All pages kept by one process, in bytes; the least recently used go first. */
export const PAGE_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** A page larger than this is not kept. */
export const PAGE_CACHE_MAX_PAGE_BYTES = 512 * 1024;
/** A safety bound: no page is reused after this long, whatever the version says. */
export const PAGE_CACHE_MAX_AGE_MS = 10 * 60_000;
/** The response header that says a page came from the cache ("hit") or was kept for later ("miss"). */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

type Entry = { body: Uint8Array<ArrayBuffer>; headers: [string, string][]; storedAt: number };

/** A byte-bounded LRU of rendered pages. One per server process (the composition root makes it). */
export class PageCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(
    readonly maxBytes = PAGE_CACHE_MAX_BYTES,
    readonly maxAgeMs = PAGE_CACHE_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get size() {
    return this.#entries.size;
  }

  get bytes() {
    return this.#bytes;
  }

  get(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (this.now() - entry.storedAt > this.maxAgeMs) {
      this.#bytes -= entry.body.byteLength;
      return undefined;
    }
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, body: Uint8Array<ArrayBuffer>, headers: [string, string][]) {
    if (body.byteLength > Math.min(PAGE_CACHE_MAX_PAGE_BYTES, this.maxBytes)) return;
    this.delete(key);
    this.#entries.set(key, { body, headers, storedAt: this.now() });
    this.#bytes += body.byteLength;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.body.byteLength;
    }
  }

  delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.body.byteLength;
  }
}

/**
 * Whose page, at which data version, for which address and which browser state (every cookie: the
 * session, with its tokens and their expiry, and the sidebar choice are all in the render).
 */
export function pageKey(user: Pick<User, "id" | "data_version">, request: Request): string {
  const url = new URL(request.url);
  return createHash("sha256")
    .update(`${user.id}\0${user.data_version}\0${url.pathname}${url.search}\0${request.headers.get("Cookie") ?? ""}`)
    .digest("base64url");
}

const consentContext = createContext<{ given: boolean } | null>(null);

/**
 * Called by a page's loader: everything this page and the routes above it load is the signed-in
 * user's own data, which the data version covers, and the render depends on nothing else (no clock,
 * no other user's rows). Pages that do not call it are always rendered afresh.
 */
export function allowPageCache(context: Readonly<RouterContextProvider>) {
  const consent = context.get(consentContext);
  if (consent) consent.given = true;
}

/** Request Cache-Control: no-cache asks for a fresh render (a hard reload, or the benchmark's afresh pair). */
function wantsFresh(request: Request) {
  return /(^|,)\s*no-cache\s*(,|$)/i.test(request.headers.get("Cache-Control") ?? "");
}

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * For the middleware of the signed-in layout, once requireUser has returned `user`. A document GET
 * whose session is as the browser sent it (no token refresh, no flash message waiting) is answered
 * from the cache when the same page was rendered at the user's current data version; otherwise it
 * is rendered, and kept when its loaders allowed it and the answer is a plain 200 page.
 */
export async function withPageCache({ request, context }: Args, user: User, next: () => Promise<Response>): Promise<Response> {
  const runtime = getRuntime(context);
  const cache = runtime.pageCache;
  if (!cache || !runtime.documentRequest || request.method !== "GET" || !sessionPristine(context, getAuth(context).session)) {
    return next();
  }
  const key = pageKey(user, request);
  if (!wantsFresh(request)) {
    const hit = cache.get(key);
    if (hit) {
      const headers = new Headers(hit.headers);
      headers.set(PAGE_CACHE_HEADER, "hit");
      return new Response(hit.body, { status: 200, headers });
    }
  }
  const consent = { given: false };
  context.set(consentContext, consent);
  const response = await next();
  const keep =
    consent.given &&
    response.status === 200 &&
    response.body !== null &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie") &&
    sessionPristine(context, getAuth(context).session);
  if (!keep) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  cache.set(key, body, [...headers]);
  headers.set(PAGE_CACHE_HEADER, "miss");
  return new Response(body, { status: 200, statusText: response.statusText, headers });
}
