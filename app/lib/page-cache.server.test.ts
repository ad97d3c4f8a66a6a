import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { User } from "./api.server";
import { getAuth } from "./auth.server";
import { allowPageCache, PAGE_CACHE_MAX_PAGE_BYTES, PageCache, pageKey, withPageCache } from "./page-cache.server";
import { runtimeContext, type Runtime } from "./runtime";
import { sessionMiddleware } from "./session-middleware.server";
import { sessionStorageFor } from "./session.server";
import { makeToast } from "./toast";

const page = (bytes: number) => new Uint8Array(bytes);
const HEADERS: [string, string][] = [["content-type", "text/html; charset=utf-8"]];

describe("PageCache", () => {
  it("keeps pages within its byte budget, dropping the least recently used first", () => {
    const cache = new PageCache(300);
    cache.set("a", "u1", page(100), HEADERS);
    cache.set("b", "u1", page(100), HEADERS);
    cache.set("c", "u1", page(100), HEADERS);
    expect(cache.get("a")).toBeDefined(); // a is now the most recently used
    cache.set("d", "u1", page(100), HEADERS);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c"), cache.get("d")].every(Boolean)).toBe(true);
    expect(cache.bytes).toBe(300);
    expect(cache.size).toBe(3);
  });

  it("replaces a page stored again under its key without counting it twice", () => {
    const cache = new PageCache(1000);
    cache.set("a", "u1", page(100), HEADERS);
    cache.set("a", "u1", page(250), HEADERS);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(250);
    expect(cache.get("a")!.body.byteLength).toBe(250);
  });

  it("does not keep a page larger than the per-page bound or the whole budget", () => {
    const big = new PageCache(PAGE_CACHE_MAX_PAGE_BYTES * 4);
    big.set("huge", "u1", page(PAGE_CACHE_MAX_PAGE_BYTES + 1), HEADERS);
    expect(big.get("huge")).toBeUndefined();
    const small = new PageCache(50);
    small.set("a", "u1", page(51), HEADERS);
    expect(small.size).toBe(0);
    expect(small.bytes).toBe(0);
  });

  it("keeps at most its bound of pages per owner, dropping that owner's oldest, not another's", () => {
    const cache = new PageCache(10_000, 60_000, 2);
    cache.set("other", "u2", page(10), HEADERS);
    cache.set("a", "u1", page(10), HEADERS);
    cache.set("b", "u1", page(10), HEADERS);
    cache.set("c", "u1", page(10), HEADERS);
    expect(cache.get("a")).toBeUndefined();
    expect([cache.get("b"), cache.get("c"), cache.get("other")].every(Boolean)).toBe(true);
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(30);
  });

  it("forgets a page after its maximum age, and frees its bytes", () => {
    let now = 1_000;
    const cache = new PageCache(1000, 60_000, 32, () => now);
    cache.set("a", "u1", page(100), HEADERS);
    now += 60_000;
    expect(cache.get("a")).toBeDefined();
    now += 1;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.bytes).toBe(0);
    expect(cache.size).toBe(0);
  });
});

describe("pageKey", () => {
  const user = { id: 7, data_version: 3 };
  const request = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { cookie } : {} });

  it("differs by user, data version, path, query and cookies, and ignores the host and the fragment", () => {
    const base = pageKey(user, request("http://a.test/agents?q=x", "s=1"));
    expect(pageKey(user, request("http://b.test/agents?q=x#top", "s=1"))).toBe(base);
    for (const other of [
      pageKey({ ...user, id: 8 }, request("http://a.test/agents?q=x", "s=1")),
      pageKey({ ...user, data_version: 4 }, request("http://a.test/agents?q=x", "s=1")),
      pageKey(user, request("http://a.test/dashboard?q=x", "s=1")),
      pageKey(user, request("http://a.test/agents?q=y", "s=1")),
      pageKey(user, request("http://a.test/agents?q=x", "s=2")),
      pageKey(user, request("http://a.test/agents?q=x", "s=1; sidebar_collapsed=1")),
      pageKey(user, request("http://a.test/agents?q=x")),
    ]) {
      expect(other).not.toBe(base);
    }
  });
});

describe("withPageCache", () => {
  const runtime: Runtime = {
    api: () => Promise.reject(new Error("no API in these tests")),
    sessionSecret: "p".repeat(40),
    secureCookies: false,
    requestId: "test",
    documentRequest: true,
  };
  const storage = sessionStorageFor(runtime);
  const user: User = { id: 1, name: "A", email: "a@example.com", email_verified: true, roles: ["member"], data_version: 5 };

  async function cookie(flash?: boolean) {
    const session = await storage.getSession();
    session.set("accessToken", "a");
    session.set("refreshToken", "r");
    session.set("tokenExpiration", Date.now() + 600_000);
    if (flash) session.flash("toast", makeToast({ type: "success", message: "Saved" }, "t1"));
    return (await storage.commitSession(session)).split(";")[0]!;
  }

  type Page = { status?: number; type?: string; setCookie?: boolean; params?: string[] | false; touchSession?: boolean };

  /** One request through the session middleware and withPageCache; `renders` counts real renders. */
  function harness(opts: { pageCache?: PageCache; documentRequest?: boolean } = {}) {
    const cache = "pageCache" in opts ? opts.pageCache : new PageCache();
    let renders = 0;
    async function load(url: string, page: Page = {}, init: RequestInit & { who?: User } = {}) {
      const request = new Request(`http://x.test${url}`, init);
      const context = new RouterContextProvider();
      context.set(runtimeContext, { ...runtime, documentRequest: opts.documentRequest ?? true, pageCache: cache });
      const render = async () => {
        renders++;
        if (page.params !== false) allowPageCache(context, page.params ?? []);
        if (page.touchSession) getAuth(context).session.set("pendingEmail", "x@example.com");
        const headers = new Headers({ "Content-Type": page.type ?? "text/html; charset=utf-8" });
        if (page.setCookie) headers.append("Set-Cookie", "other=1");
        return new Response(`<p>render ${renders}</p>`, { status: page.status ?? 200, headers });
      };
      const response = (await sessionMiddleware({ request, context, params: {} } as never, () =>
        withPageCache({ request, context }, init.who ?? user, render),
      )) as Response;
      return { cache: response.headers.get("X-Page-Cache"), body: await response.text(), status: response.status };
    }
    return { load, renders: () => renders, cache };
  }

  it("keeps an allowed page and sends it again, unrendered, to the same request", async () => {
    const h = harness();
    const headers = { cookie: await cookie() };
    expect(await h.load("/agents", {}, { headers })).toEqual({ cache: "miss", body: "<p>render 1</p>", status: 200 });
    expect(await h.load("/agents", {}, { headers })).toEqual({ cache: "hit", body: "<p>render 1</p>", status: 200 });
    expect(h.renders()).toBe(1);
    // Another data version, path or cookie: rendered.
    expect((await h.load("/agents", {}, { headers, who: { ...user, data_version: 6 } })).cache).toBe("miss");
    expect((await h.load("/dashboard", {}, { headers })).cache).toBe("miss");
    expect((await h.load("/agents", {}, { headers: { cookie: await cookie() } })).cache).toBe("miss");
    expect(h.renders()).toBe(4);
  });

  it("keeps nothing the page did not allow, or that is not a plain 200 HTML page without cookies", async () => {
    const headers = { cookie: await cookie() };
    for (const page of [{ params: false }, { status: 404 }, { type: "application/json" }, { setCookie: true }] satisfies Page[]) {
      const h = harness();
      await h.load("/agents", page, { headers });
      expect((await h.load("/agents", page, { headers })).cache, JSON.stringify(page)).toBeNull();
      expect(h.renders()).toBe(2);
    }
  });

  it("keeps an address only when the page reads all of its query parameters", async () => {
    const h = harness();
    const headers = { cookie: await cookie() };
    await h.load("/agents?q=sales", { params: ["q"] }, { headers });
    expect((await h.load("/agents?q=sales", { params: ["q"] }, { headers })).cache).toBe("hit");
    await h.load("/agents?q=sales&utm_source=mail", { params: ["q"] }, { headers });
    expect((await h.load("/agents?q=sales&utm_source=mail", { params: ["q"] }, { headers })).cache).toBeNull();
  });

  it("renders afresh: HEAD, data requests, no-cache, a user without a data version, and no cache at all", async () => {
    const headers = { cookie: await cookie() };
    const h = harness();
    await h.load("/agents", {}, { headers });
    expect((await h.load("/agents", {}, { headers, method: "HEAD" })).cache).toBeNull();
    expect((await h.load("/agents", {}, { headers: { ...headers, "Cache-Control": "max-age=0, no-cache" } })).cache).toBe("miss");
    const legacy = { ...user, data_version: undefined } as unknown as User;
    await h.load("/agents", {}, { headers, who: legacy });
    expect((await h.load("/agents", {}, { headers, who: legacy })).cache).toBeNull();
    expect(h.renders()).toBe(5);

    const data = harness({ documentRequest: false });
    await data.load("/agents", {}, { headers });
    expect((await data.load("/agents", {}, { headers })).cache).toBeNull();
    const none = harness({ pageCache: undefined });
    await none.load("/agents", {}, { headers });
    expect((await none.load("/agents", {}, { headers })).cache).toBeNull();
  });

  it("neither uses nor keeps a page while a flash message waits or when the session changes", async () => {
    const h = harness();
    const flashed = { cookie: await cookie(true) };
    await h.load("/agents", {}, { headers: flashed });
    expect((await h.load("/agents", {}, { headers: flashed })).cache).toBeNull();
    const headers = { cookie: await cookie() };
    await h.load("/agents", { touchSession: true }, { headers });
    expect((await h.load("/agents", { touchSession: true }, { headers })).cache).toBeNull();
    expect(h.cache!.size).toBe(0);
  });
});
