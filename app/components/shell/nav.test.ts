import { describe, expect, it } from "vitest";
import { defaultCollapsed, initials, isAtOrBelow } from "./nav";

describe("initials", () => {
  it.each([
    ["Ada Lovelace", "AL"],
    ["ada", "A"],
    ["  grace  brewster murray hopper ", "GH"],
    ["Émile Zola", "ÉZ"],
    ["", "?"],
  ])("%j -> %s", (name, expected) => expect(initials(name)).toBe(expected));
});

describe("sidebar rules", () => {
  it("treats a path as at or below an entry only on segment boundaries", () => {
    expect(isAtOrBelow("/knowledge-hub/data-sources", "/knowledge-hub/data-sources")).toBe(true);
    expect(isAtOrBelow("/knowledge-hub/data-sources/12", "/knowledge-hub/data-sources")).toBe(true);
    expect(isAtOrBelow("/knowledge-hub/data-sources-old", "/knowledge-hub/data-sources")).toBe(false);
  });
  it("collapses by default on agent pages only", () => {
    expect(defaultCollapsed("/agents/3/chat")).toBe(true);
    expect(defaultCollapsed("/agents/3")).toBe(true);
    expect(defaultCollapsed("/agents")).toBe(false);
    expect(defaultCollapsed("/dashboard")).toBe(false);
  });
});
