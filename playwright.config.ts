import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
// A fresh data directory per run: the tests start from an empty database, as a new user does.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "agentdesk-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [
    { name: "chromium", testIgnore: /lifecycle\.spec\.ts/, use: { browserName: "chromium" } },
    { name: "no-js", testIgnore: /(lifecycle|refresh-scheduler|shell-js|agents-js|page-cache)\.spec\.ts/, use: { browserName: "chromium", javaScriptEnabled: false } },
    { name: "process", testMatch: /lifecycle\.spec\.ts/ },
  ],
  webServer: {
    command: "node server.js",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // One trusted proxy: each test names its own client address (tests/e2e/fixtures.ts), so the
    // per-address rate limits see many users, as they would in production, not one.
    env: { NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", TRUST_PROXY: "1" },
  },
});
