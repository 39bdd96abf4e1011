import helmet from '@fastify/helmet'
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { AppError } from './errors.ts'

const GOOGLE_GSI = 'https://accounts.google.com/gsi/'

/** Snipcart v3: the script and theme come from its CDN; the cart API and payment form from its other hosts. */
const SNIPCART = {
  script: ['https://cdn.snipcart.com'],
  style: ['https://cdn.snipcart.com'],
  connect: ['https://cdn.snipcart.com', 'https://app.snipcart.com', 'https://payment.snipcart.com'],
  frame: ['https://app.snipcart.com', 'https://payment.snipcart.com'],
  img: ['https://cdn.snipcart.com', 'https://app.snipcart.com'],
  font: ['https://cdn.snipcart.com'],
}

/** Google Analytics 4 (gtag.js), as Google's CSP guide lists its hosts. */
const GA = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
}

/** Where error reports go: the DSN's own origin (the SDK itself is bundled, so no script source). */
export function sentryOrigin(dsn: string | undefined): string | null {
  if (!dsn) return null
  try {
    const url = new URL(dsn)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

export interface SecurityOptions {
  settingsScriptHash: string
  googleSignIn: boolean
  upgradeInsecure: boolean
  /** SNIPCART_PUBLIC_KEY is set: the Snipcart widget is the cart. */
  snipcart?: boolean
  /** GA_MEASUREMENT_ID is set. */
  analytics?: boolean
  /** SENTRY_DSN, when set. */
  sentryDsn?: string | undefined
  /** Where rate-limit counts live, shared by every node: a store class, or a Redis client. */
  rateLimits?: Pick<RateLimitPluginOptions, 'store' | 'redis'>
}

/**
 * Security headers with a CSP that allows only our own code, our settings script and, each only when
 * configured, Google sign-in, Snipcart, Google Analytics and the error-reporting endpoint.
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  const google = options.googleSignIn ? [GOOGLE_GSI] : []
  const snip = (key: keyof typeof SNIPCART) => (options.snipcart ? SNIPCART[key] : [])
  const ga = (key: keyof typeof GA) => (options.analytics ? GA[key] : [])
  const sentry = sentryOrigin(options.sentryDsn)
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          options.settingsScriptHash,
          ...(options.googleSignIn ? [`${GOOGLE_GSI}client`] : []),
          ...snip('script'),
          ...ga('script'),
        ],
        styleSrc: ["'self'", "'unsafe-inline'", ...google, ...snip('style')],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(options.googleSignIn ? ['https://*.googleusercontent.com'] : []),
          ...snip('img'),
          ...ga('img'),
        ],
        connectSrc: ["'self'", ...google, ...snip('connect'), ...ga('connect'), ...(sentry ? [sentry] : [])],
        frameSrc: ["'self'", ...google, ...snip('frame')],
        fontSrc: ["'self'", 'data:', ...snip('font')],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: options.upgradeInsecure ? [] : null,
      },
    },
    // Google's sign-in popup talks back to the opener window.
    crossOriginOpenerPolicy: { policy: options.googleSignIn ? 'same-origin-allow-popups' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only means something over HTTPS; on a plain-http laptop it would only confuse.
    strictTransportSecurity: options.upgradeInsecure,
  })

  await app.register(rateLimit, {
    global: false,
    ...options.rateLimits,
    nameSpace: 'threadbit-rate-limit:',
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        `Request was throttled. Expected available in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  })
}
