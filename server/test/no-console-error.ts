import { afterEach, beforeEach, vi } from "vitest";

// A test that logs console.error has hit something unexpected: fail it.
let spy: { mock: { calls: unknown[][] }; mockRestore(): void };
beforeEach(() => {
  spy = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c) => c.join(" ")).join("\n")}`);
});
