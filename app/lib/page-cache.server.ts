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
/** Pages kept for one user at most (their oldest goes first): no user can crowd the others out. */
export const PAGE_CACHE_MAX_PAGES_PER_USER = 32;
/** The response header that says a page came from the cache ("hit") or was kept for later ("miss"). */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

type Entry = { body: Uint8Array<ArrayBuffer>; headers: [string, string][]; storedAt: number; owner: string };

/**
 * A byte-bounded LRU of rendered pages, with a bound per owner too. One per server process (the
 * composition root makes it).
 */
export class PageCache {
  readonly #entries = new Map<string, Entry>();
  /** Each owner's keys, oldest stored first. */
  readonly #owners = new Map<string, Set<string>>();
  #bytes = 0;

  constructor(
    readonly maxBytes = PAGE_CACHE_MAX_BYTES,
    readonly maxAgeMs = PAGE_CACHE_MAX_AGE_MS,
    readonly maxPerOwner = PAGE_CACHE_MAX_PAGES_PER_USER,
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
    if (this.now() - entry.storedAt > this.maxAgeMs) {
      this.delete(key);
      return undefined;
    }
    this.#entries.delete(key);
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, owner: string, body: Uint8Array<ArrayBuffer>, headers: [string, string][]) {
    if (body.byteLength > Math.min(PAGE_CACHE_MAX_PAGE_BYTES, this.maxBytes)) return;
    this.delete(key);
    let keys = this.#owners.get(owner);
    if (!keys) this.#owners.set(owner, (keys = new Set()));
    for (const oldest of keys) {
      if (keys.size < this.maxPerOwner) break;
      this.delete(oldest);
    }
    keys.add(key);
    this.#entries.set(key, { body, headers, storedAt: this.now(), owner });
    this.#bytes += body.byteLength;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.body.byteLength;
    const keys = this.#owners.get(entry.owner)!;
    keys.delete(key);
    if (keys.size === 0) this.#owners.delete(entry.owner);
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

const consentContext = createContext<{ params: readonly string[] | null } | null>(null);

/**
 * Called by a page's loader: everything this page and the routes above it load is the signed-in
 * user's own data, which the data version covers, and the render depends on nothing else (no clock,
 * no other user's rows). `params` names the query parameters the page reads; an address with any
 * other (a tracking tag, a typo) is rendered but not kept. Pages that do not call it are always
 * rendered afresh.
 */
export function allowPageCache(context: Readonly<RouterContextProvider>, params: readonly string[] = []) {
  const consent = context.get(consentContext);
  if (consent) consent.params = params;
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
  if (
    !cache ||
    !runtime.documentRequest ||
    request.method !== "GET" ||
    // An API without the data version (API_BASE_URL aimed at an older one): nothing to check against.
    !Number.isSafeInteger(user.data_version) ||
    !sessionPristine(context, getAuth(context).session)
  ) {
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
  const consent: { params: readonly string[] | null } = { params: null };
  context.set(consentContext, consent);
  const response = await next();
  const allowed = consent.params;
  const keep =
    allowed !== null &&
    [...new URL(request.url).searchParams.keys()].every((name) => allowed.includes(name)) &&
    response.status === 200 &&
    response.body !== null &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie") &&
    sessionPristine(context, getAuth(context).session);
  if (!keep) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  cache.set(key, String(user.id), body, [...headers]);
  headers.set(PAGE_CACHE_HEADER, "miss");
  return new Response(body, { status: 200, statusText: response.statusText, headers });
}
