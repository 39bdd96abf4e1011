import { randomUUID } from 'node:crypto'
import path from 'node:path'
import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import { JSON_BODY_LIMIT_BYTES, UPLOAD_LIMIT_BYTES, type PageSettings } from '@threadbit/contracts'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { registerCsrf } from './http/csrf.ts'
import { registerErrorHandling } from './http/errors.ts'
import { registerSecurity } from './http/security.ts'
import { registerSessions } from './http/sessions.ts'
import { registerWebApp, settingsScript } from './http/web-app.ts'
import { createMailer, type Mailer } from './mail/mailer.ts'
import { registerAccountRoutes } from './modules/accounts/accounts.routes.ts'
import { createAccountsService } from './modules/accounts/accounts.service.ts'
import { createGoogleVerifier } from './modules/accounts/google.ts'
import { registerCatalogRoutes } from './modules/catalog/catalog.routes.ts'
import { createCatalog } from './modules/catalog/catalog.service.ts'
import { registerDesignRoutes } from './modules/designs/designs.routes.ts'
import { createMockupImages, type MockupImages } from './modules/catalog/mockup-images.ts'
import { createDesignsService } from './modules/designs/designs.service.ts'
import { registerEmbroideryRoutes } from './modules/embroidery/embroidery.routes.ts'
import { createGenerationService } from './modules/generation/generation.service.ts'
import { registerGenerationRoutes } from './modules/generation/generation.routes.ts'
import { createGenerationWorker, type GenerationWorker } from './modules/generation/generation.worker.ts'
import { createImageProvider, type ImageProvider } from './modules/generation/providers.ts'
import { registerImagingRoutes } from './modules/imaging/imaging.routes.ts'
import { createImageRecovery, createRecoveryPool } from './modules/imaging/recover-image.ts'
import { registerHealthRoutes } from './modules/health/health.routes.ts'
import { registerOrderRoutes } from './modules/orders/orders.routes.ts'
import { createOrdersService } from './modules/orders/orders.service.ts'
import { registerReviewRoutes } from './modules/reviews/reviews.routes.ts'
import { createReviewsService } from './modules/reviews/reviews.service.ts'
import { registerShopRoutes } from './modules/shop/shop.routes.ts'
import { createShopService } from './modules/shop/shop.service.ts'
import type { BlobStore } from './storage/blob-store.ts'
import { createConfiguredBlobStore } from './storage/configured-blob-store.ts'
import { registerMediaRoutes } from './storage/media.routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Product images drawn on demand; main.ts warms them after start. */
    mockups: MockupImages
    /** Runs AI jobs; null when no provider is configured. main.ts starts it when WORKER is on. */
    generationWorker: GenerationWorker | null
  }
}

export interface AppDeps {
  config: Config
  database: Database
  /** Defaults to SMTP or the outbox folder, as configured. */
  mailer?: Mailer
  /** Defaults to the `blobs` folder in DATA_DIR. */
  blobs?: BlobStore
  /** Defaults to the provider AI_PROVIDER configures; null turns AI generation off. */
  imageProvider?: ImageProvider | null
  now?: () => Date
}

export function pageSettings(config: Config): PageSettings {
  return {
    version: config.version,
    productName: config.productName,
    googleClientId: config.googleClientId ?? null,
    snipcartPublicKey: config.snipcartPublicKey ?? null,
    gaMeasurementId: config.gaMeasurementId ?? null,
    sentry: config.sentryDsn
      ? { dsn: config.sentryDsn, release: config.version, environment: config.sentryEnvironment }
      : null,
  }
}

/** Builds the whole HTTP app from its collaborators; tests call this directly. Plugins in a fixed order. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps
  const now = deps.now ?? (() => new Date())
  const secureCookies = config.publicUrl.startsWith('https://')

  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers["x-csrftoken"]'] },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id']
      return typeof incoming === 'string' && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID()
    },
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
  })
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id)
  })

  // 1. External plugins.
  const settings = settingsScript(pageSettings(config))
  await app.register(cookie)
  // Uploads are read part by part in the routes that take them, each with its own limits.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, parts: 12 } })
  await registerSecurity(app, {
    settingsScriptHash: settings.cspHash,
    googleSignIn: Boolean(config.googleClientId),
    upgradeInsecure: secureCookies,
    snipcart: Boolean(config.snipcartPublicKey),
    analytics: Boolean(config.gaMeasurementId),
    sentryDsn: config.sentryDsn,
  })

  // 2. Ours: errors, CSRF, sessions.
  registerErrorHandling(app)
  registerCsrf(app, { secureCookies })
  const sessions = registerSessions(app, { db: database.db, secretKey: config.secretKey, secureCookies, now })

  // 3. Routes.
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    })
  const accounts = createAccountsService({
    db: database.db,
    mailer,
    secretKey: config.secretKey,
    publicUrl: config.publicUrl,
    productName: config.productName,
    google: config.googleClientId
      ? createGoogleVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl })
      : null,
    now,
    logMailError: (error) => app.log.error({ err: error }, 'mail delivery failed'),
  })
  registerHealthRoutes(app, { database, version: config.version })
  registerAccountRoutes(app, { accounts, sessions, authRateLimitPerMinute: config.authRateLimitPerMinute })
  const blobs = deps.blobs ?? createConfiguredBlobStore(config.blobStore)
  const mockups = createMockupImages(blobs)
  app.decorate('mockups', mockups)
  registerMediaRoutes(app, { blobs, generate: mockups.generate })
  const catalog = createCatalog(database.db)
  registerCatalogRoutes(app, { catalog })
  const designs = createDesignsService({ db: database.db, catalog })
  registerDesignRoutes(app, { designs, catalog, publicUrl: config.publicUrl })
  registerEmbroideryRoutes(app, { designs })

  // The shop: art on products, orders (built-in checkout, Snipcart) and reviews.
  const shop = createShopService({ db: database.db, catalog })
  registerShopRoutes(app, { shop, catalog, blobs, mockups, publicUrl: config.publicUrl })
  const orders = createOrdersService({
    db: database.db,
    catalog,
    mailer,
    publicUrl: config.publicUrl,
    productName: config.productName,
    logMailError: (error) => app.log.error({ err: error }, 'order mail delivery failed'),
  })
  registerOrderRoutes(app, {
    orders,
    snipcart: {
      publicKey: config.snipcartPublicKey,
      secretKey: config.snipcartSecretKey,
      apiUrl: config.snipcartApiUrl,
    },
  })
  const reviews = createReviewsService({ db: database.db, catalog, blobs, orders })
  registerReviewRoutes(app, { reviews, publicUrl: config.publicUrl })

  const recoveryPool = createRecoveryPool((message, error) => app.log.warn({ err: error }, message))
  app.addHook('onClose', async () => recoveryPool.close())
  const recoverPixelArtPng = createImageRecovery(recoveryPool)
  registerImagingRoutes(app, { recover: recoverPixelArtPng })

  const provider = deps.imageProvider === undefined ? createImageProvider(config.ai) : deps.imageProvider
  const worker = provider
    ? createGenerationWorker({
        db: database.db,
        blobs,
        provider,
        processImage: recoverPixelArtPng,
        // The lease outlives the provider's own timeout, so a live worker never loses its job.
        leaseMs: ('timeoutMs' in config.ai ? config.ai.timeoutMs : 120_000) + 60_000,
        maxAttempts: config.aiLimits.maxAttempts,
        log: app.log,
      })
    : null
  app.decorate('generationWorker', worker)
  const generation = createGenerationService({
    db: database.db,
    blobs,
    limits: config.aiLimits,
    isConfigured: provider !== null,
    now,
    onJobCreated: () => worker?.nudge(),
  })
  registerGenerationRoutes(app, { generation, sessions, publicUrl: config.publicUrl })
  app.addHook('onClose', async () => worker?.stop())

  await registerWebApp(app, { distDir: config.webDistDir, settingsTag: settings.tag })
  return app
}
