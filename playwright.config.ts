import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { E2E_STAFF } from './e2e/staff.ts'

// Overridable so several checkouts (or helpers) can run the suite side by side.
const PORT = Number(process.env['E2E_PORT'] ?? 8123)
const FAKE_AI_PORT = Number(process.env['E2E_FAKE_AI_PORT'] ?? 8124)
// Every run starts from an empty database: a fresh folder for PGlite, the blobs and the mail outbox.
const dataDir = process.env['E2E_DATA_DIR'] ?? mkdtempSync(path.join(tmpdir(), 'threadbit-e2e-'))
process.env['E2E_DATA_DIR'] = dataDir
const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Where a picture is the check (the stitch previews, the pixel canvas, art on a garment), it is compared
    // against a baseline committed next to the spec (e2e/<spec>-snapshots/). Baselines are made on the CI
    // machine type with /usr/bin/chromium; at most 0.1 % of the pixels may differ (anti-aliasing), so a design moved by
    // a few pixels on a garment still fails.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.001 },
  },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(existsSync(chromium) ? { executablePath: chromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The fake AI provider (SD web UI protocol) the app server generates images with.
      command: 'npx tsx e2e/fake-ai-server.ts',
      url: `http://127.0.0.1:${FAKE_AI_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_AI_PORT: String(FAKE_AI_PORT) },
    },
    {
      // A staff account first (the CLI is the only way to make one), then the server on the same data.
      command:
        `npx tsx apps/server/src/cli/create-staff.ts --email ${E2E_STAFF.email} --username ${E2E_STAFF.username}` +
        ' && npx tsx apps/server/src/main.ts',
      url: `http://127.0.0.1:${PORT}/api/health/`,
      reuseExistingServer: false,
      // Two processes open the database one after the other: allow for a busy machine.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        // One trusted hop: a spec can then stand for a visitor from an address of its own (X-Forwarded-For), so per-IP limits
        // do not depend on what other specs did from 127.0.0.1.
        TRUST_PROXY: '1',
        AI_PROVIDER: 'sdwebui',
        SDWEBUI_URL: `http://127.0.0.1:${FAKE_AI_PORT}`,
        STAFF_PASSWORD: E2E_STAFF.password,
      },
    },
  ],
})
