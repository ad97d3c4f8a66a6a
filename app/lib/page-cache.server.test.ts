import { describe, expect, it } from "vitest";
import { PAGE_CACHE_MAX_PAGE_BYTES, PageCache, pageKey } from "./page-cache.server";

const page = (bytes: number) => new Uint8Array(bytes);
const HEADERS: [string, string][] = [["content-type", "text/html; charset=utf-8"]];

describe("PageCache", () => {
  it("keeps pages within its byte budget, dropping the least recently used first", () => {
    const cache = new PageCache(300);
    cache.set("a", page(100), HEADERS);
    cache.set("b", page(100), HEADERS);
    cache.set("c", page(100), HEADERS);
    expect(cache.get("a")).toBeDefined(); // a is now the most recently used
    cache.set("d", page(100), HEADERS);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c"), cache.get("d")].every(Boolean)).toBe(true);
    expect(cache.bytes).toBe(300);
    expect(cache.size).toBe(3);
  });

  it("replaces a page stored again under its key without counting it twice", () => {
    const cache = new PageCache(1000);
    cache.set("a", page(100), HEADERS);
    cache.set("a", page(250), HEADERS);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(250);
    expect(cache.get("a")!.body.byteLength).toBe(250);
  });

  it("does not keep a page larger than the per-page bound or the whole budget", () => {
    const big = new PageCache(PAGE_CACHE_MAX_PAGE_BYTES * 4);
    big.set("huge", page(PAGE_CACHE_MAX_PAGE_BYTES + 1), HEADERS);
    expect(big.get("huge")).toBeUndefined();
    const small = new PageCache(50);
    small.set("a", page(51), HEADERS);
    expect(small.size).toBe(0);
    expect(small.bytes).toBe(0);
  });

  it("forgets a page after its maximum age, and frees its bytes", () => {
    let now = 1_000;
    const cache = new PageCache(1000, 60_000, () => now);
    cache.set("a", page(100), HEADERS);
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
