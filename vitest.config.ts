import { defineConfig } from "vitest/config";

const pg = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    globalSetup: ["./server/test/global-setup.ts"],
    setupFiles: ["./server/test/no-console-error.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: "pglite", include: ["server/**/*.test.ts", "app/**/*.test.{ts,tsx}"], env: { TEST_DB: "pglite" } },
      },
      // The same server suite again on a real PostgreSQL server when one is configured (CI sets it).
      ...(pg ? [{ extends: true as const, test: { name: "postgres", include: ["server/**/*.test.ts"], env: { TEST_DB: "postgres" } } }] : []),
    ],
  },
});
