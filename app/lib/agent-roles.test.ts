import { describe, expect, it } from "vitest";
import { ROLE_TEMPLATES, roleLabel, withIds } from "./agent-roles";

describe("roleLabel", () => {
  it("maps the four template descriptions to their labels", () => {
    expect(ROLE_TEMPLATES.map((t) => roleLabel(t.description))).toEqual([
      "Customer Support",
      "Sales Assistant",
      "Scheduling Assistant",
      "Product Specialist",
    ]);
  });
  it("cuts other text at 25 characters followed by '...'", () => {
    expect(roleLabel("Answers questions about our garden furniture")).toBe("Answers questions about o...");
    expect(roleLabel("x".repeat(25))).toBe("x".repeat(25));
    expect(roleLabel("x".repeat(26))).toBe(`${"x".repeat(25)}...`);
    expect(roleLabel("Concierge")).toBe("Concierge");
  });
  it("gives 'Agent' for an empty role", () => {
    expect(roleLabel("")).toBe("Agent");
    expect(roleLabel("   ")).toBe("Agent");
    expect(roleLabel(null)).toBe("Agent");
  });
});

describe("withIds", () => {
  it("drops list entries without an id", () => {
    expect(withIds([{ id: 1, name: "a" }, { name: "b" }, { id: null, name: "c" }, { id: 0, name: "d" }])).toEqual([
      { id: 1, name: "a" },
      { id: 0, name: "d" },
    ]);
  });
});
