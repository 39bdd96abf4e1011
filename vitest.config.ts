import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// One workspace, one runner: each project is a folder with its own environment.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, which on a 2-core machine (CI) runs every test file
    // one after the other and leaves a core idle: test files spend much of their time in their own process
    // (imports, their PGlite, child processes), so two at a time is the floor. Each file still runs in its own
    // process with its own database.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'pixelart', root: 'packages/pixelart', include: ['src/**/*.test.ts'] } },
      { test: { name: 'embroidery', root: 'packages/embroidery', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
})
