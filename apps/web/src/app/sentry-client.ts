// Imported lazily by error-reporting.ts. Named imports (not the SDK namespace) let the bundler drop the
// parts of the SDK we do not use (session replay, feedback, ...), which are most of its size.
export { captureException, init } from '@sentry/browser'
