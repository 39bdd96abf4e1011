import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { AppError } from './errors.ts'

const GOOGLE_GSI = 'https://accounts.google.com/gsi/'

/** Security headers with a CSP that allows only our own code, our settings script and (when on) Google sign-in. */
export async function registerSecurity(
  app: FastifyInstance,
  options: { settingsScriptHash: string; googleSignIn: boolean; upgradeInsecure: boolean },
) {
  const google = options.googleSignIn ? [GOOGLE_GSI] : []
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          options.settingsScriptHash,
          ...(options.googleSignIn ? [`${GOOGLE_GSI}client`] : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(options.googleSignIn ? ['https://*.googleusercontent.com'] : []),
        ],
        connectSrc: ["'self'", ...google],
        frameSrc: ["'self'", ...google],
        fontSrc: ["'self'", 'data:'],
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
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        `Request was throttled. Expected available in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  })
}
