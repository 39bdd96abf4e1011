import type { PageSettings } from '@threadbit/contracts'
import type * as SentryClientModule from './sentry-client.ts'

type SentryClient = typeof SentryClientModule

interface ErrorContext {
  componentStack?: string | null | undefined
}

interface Reporter {
  capture(error: unknown, context?: ErrorContext): void
}

let reporter: Promise<Reporter | null> | null = null

/**
 * Starts error reporting when the server configured Sentry. The SDK is imported lazily, so a page without a
 * DSN never downloads it; errors reported before it has loaded are sent once it has.
 */
export function initErrorReporting(
  settings: PageSettings['sentry'],
  load: () => Promise<SentryClient> = () => import('./sentry-client.ts'),
) {
  if (!settings || reporter) return
  reporter = load().then(
    (Sentry) => {
      Sentry.init({
        dsn: settings.dsn,
        environment: settings.environment,
        ...(settings.release ? { release: settings.release } : {}),
      })
      return {
        capture: (error, context) =>
          Sentry.captureException(
            error,
            context?.componentStack
              ? { contexts: { react: { componentStack: context.componentStack } } }
              : undefined,
          ),
      }
    },
    (cause: unknown) => {
      // Reporting must never break the app it reports on (e.g. an ad blocker refused the chunk).
      console.warn('Error reporting could not start.', cause)
      return null
    },
  )
}

/** Sends an error to Sentry when it is configured; a silent no-op otherwise. */
export function reportError(error: unknown, context?: ErrorContext) {
  if (!reporter) return
  void reporter.then((r) => r?.capture(error, context))
}

/** For tests: forget the configured reporter. */
export function resetErrorReporting() {
  reporter = null
}
