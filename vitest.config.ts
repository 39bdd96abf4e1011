import { defineConfig } from 'vitest/config'

// One workspace, one runner: each project is a folder with its own environment.
export default defineConfig({
  test: {
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
