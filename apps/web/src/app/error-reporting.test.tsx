import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as SentryClientModule from './sentry-client.ts'
import { initErrorReporting, reportError, resetErrorReporting } from './error-reporting.ts'
import { AppErrorBoundary, CRASH_MESSAGE, PageErrorBoundary } from './ErrorScreens.tsx'

const SETTINGS = { dsn: 'https://key@o1.ingest.sentry.io/2', release: '1.2.3', environment: 'staging' }

function fakeSentry() {
  const sdk = { init: vi.fn(), captureException: vi.fn(() => 'event-id') }
  const load = vi.fn(async () => sdk as unknown as typeof SentryClientModule)
  return { sdk, load }
}

function Broken(): never {
  throw new Error('boom')
}

afterEach(() => {
  resetErrorReporting()
  vi.restoreAllMocks()
})

describe('error reporting', () => {
  it('does not load the SDK when no DSN is configured, and reporting is a no-op', () => {
    const { load, sdk } = fakeSentry()
    initErrorReporting(null, load)
    reportError(new Error('ignored'))
    expect(load).not.toHaveBeenCalled()
    expect(sdk.captureException).not.toHaveBeenCalled()
  })

  it('initialises Sentry with the dsn, release and environment once', async () => {
    const { load, sdk } = fakeSentry()
    initErrorReporting(SETTINGS, load)
    initErrorReporting(SETTINGS, load)
    const error = new Error('early')
    reportError(error)
    await vi.waitFor(() => expect(sdk.captureException).toHaveBeenCalledWith(error, undefined))
    expect(load).toHaveBeenCalledOnce()
    expect(sdk.init).toHaveBeenCalledWith({ dsn: SETTINGS.dsn, release: '1.2.3', environment: 'staging' })
  })

  it('keeps the app running when the SDK cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = vi.fn(() => Promise.reject(new Error('blocked')))
    initErrorReporting(SETTINGS, load)
    // A crash after the failed load still shows the error screen, and reporting errors throws nothing (an
    // unhandled rejection would fail the run).
    render(
      <PageErrorBoundary resetKey="/">
        <Broken />
      </PageErrorBoundary>,
    )
    expect(await screen.findByRole('heading', { name: CRASH_MESSAGE })).toBeInTheDocument()
    expect(() => reportError(new Error('lost'))).not.toThrow()
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'Error reporting could not start.',
        expect.objectContaining({ message: 'blocked' }),
      ),
    )
    expect(load).toHaveBeenCalledOnce()
  })

  it('reports a page crash with its component stack', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { load, sdk } = fakeSentry()
    initErrorReporting(SETTINGS, load)
    render(
      <PageErrorBoundary resetKey="/">
        <Broken />
      </PageErrorBoundary>,
    )
    expect(await screen.findByRole('heading', { name: CRASH_MESSAGE })).toBeInTheDocument()
    await vi.waitFor(() =>
      expect(sdk.captureException).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), {
        contexts: { react: { componentStack: expect.stringContaining('Broken') } },
      }),
    )
    expect(sdk.captureException).toHaveBeenCalledOnce()
  })

  it('reports a crash outside the router with its component stack', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { load, sdk } = fakeSentry()
    initErrorReporting(SETTINGS, load)
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    )
    await vi.waitFor(() =>
      expect(sdk.captureException).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), {
        contexts: { react: { componentStack: expect.stringContaining('Broken') } },
      }),
    )
  })
})
