import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { constants as zlibConstants } from 'node:zlib'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import { JSON_BODY_LIMIT_BYTES, UPLOAD_LIMIT_BYTES, type PageSettings } from '@threadbit/contracts'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { registerCsrf } from './http/csrf.ts'
import { registerApiDocs, type RouteDocs } from './http/openapi.ts'
import { registerErrorHandling } from './http/errors.ts'
import { registerInputGuard } from './http/input-guard.ts'
import { serializeError } from './http/log-redaction.ts'
import { scheduleHousekeeping, type Housekeeping } from './http/housekeeping.ts'
import { postgresRateLimitStore, sweepRateLimitHits } from './http/rate-limit-store.ts'
import { registerSecurity } from './http/security.ts'
import { registerSessions } from './http/sessions.ts'
import { fastifyTrustProxy } from './http/trusted-proxies.ts'
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
import { createEmbroideryPool } from './modules/embroidery/embroidery-pool.ts'
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
import { createPageHeads } from './modules/seo/page-head.ts'
import { registerSeoRoutes } from './modules/seo/seo.routes.ts'
import { registerShopRoutes } from './modules/shop/shop.routes.ts'
import { createShopService } from './modules/shop/shop.service.ts'
import { registerWorkshopRoutes } from './modules/workshop/workshop.routes.ts'
import type { BlobStore } from './storage/blob-store.ts'
import { createConfiguredBlobStore } from './storage/configured-blob-store.ts'
import { registerMediaRoutes } from './storage/media.routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Product images drawn on demand; main.ts warms them after start. */
    mockups: MockupImages
    /** Runs AI jobs; null when no provider is configured. main.ts starts it when WORKER is on. */
    generationWorker: GenerationWorker | null
    /** Sweeps expired sessions and rate-limit windows every few minutes. */
    housekeeping: Housekeeping
    /** Every route as registered (method and URL pattern), so a test can hold each one to its access rules. */
    registeredRoutes: readonly RegisteredRoute[]
  }
}

export interface RegisteredRoute {
  docs?: RouteDocs | undefined
  method: string
  url: string
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

/** How long an AI job's claim lasts without its worker's heartbeat. */
export const AI_JOB_LEASE_MS = 20_000

/** Login/registration counts live where every node sees them: Redis when REDIS_URL is set, else the database. */
function sharedRateLimits(app: FastifyInstance, config: Config, database: Database) {
  if (!config.redisUrl) return { store: postgresRateLimitStore(database.db) }
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 5_000 })
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'))
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect())
  })
  return { redis }
}

/** Builds the whole HTTP app from its collaborators; tests call this directly. Plugins in a fixed order. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps
  const now = deps.now ?? (() => new Date())
  const secureCookies = config.publicUrl.startsWith('https://')

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers["x-csrftoken"]'],
      serializers: { err: serializeError },
    },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id']
      return typeof incoming === 'string' && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID()
    },
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
  })
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id)
  })
  const registeredRoutes: RegisteredRoute[] = []
  app.addHook('onRoute', (route) => {
    const docs = route.config?.docs
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url, docs })
  })
  app.decorate('registeredRoutes', registeredRoutes)

  // 1. External plugins.
  const settings = settingsScript(pageSettings(config))
  await app.register(cookie)
  // JSON and HTML answers above 1 kB go out compressed; images and embroidery files are not compressible
  // types, and the web app's assets are compressed once at build time (web-app.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  })
  // Uploads are read part by part in the routes that take them, each with its own limits.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, parts: 12 } })
  await registerSecurity(app, {
    settingsScriptHash: settings.cspHash,
    googleSignIn: Boolean(config.googleClientId),
    upgradeInsecure: secureCookies,
    snipcart: Boolean(config.snipcartPublicKey),
    analytics: Boolean(config.gaMeasurementId),
    sentryDsn: config.sentryDsn,
    rateLimits: sharedRateLimits(app, config, database),
  })

  // 2. Ours: errors, CSRF, sessions.
  registerErrorHandling(app)
  registerInputGuard(app)
  registerCsrf(app, { secureCookies })
  const sessions = registerSessions(app, { db: database.db, secretKey: config.secretKey, secureCookies, now })
  app.decorate(
    'housekeeping',
    scheduleHousekeeping(app, [
      { name: 'expired sessions', run: () => sessions.sweepExpired() },
      { name: 'rate-limit windows', run: () => sweepRateLimitHits(database.db) },
    ]),
  )

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
  database.changes.onError((error) =>
    app.log.warn({ err: error }, 'database change feed dropped; reconnecting'),
  )
  const designs = createDesignsService({
    db: database.db,
    catalog,
    changes: database.changes,
    logError: (message, error) => app.log.error({ err: error }, message),
  })
  registerDesignRoutes(app, { designs, catalog, publicUrl: config.publicUrl })
  // One pool of embroidery threads for the editor's files and the workshop's production packs.
  const embroideryRunner = createEmbroideryPool({
    warn: (message, error) => app.log.warn({ err: error }, message),
  })
  app.addHook('onClose', () => embroideryRunner.close())
  registerEmbroideryRoutes(app, { designs, runner: embroideryRunner })

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

  // The workshop (staff): orders into production, production packs, moderation; users' reports.
  registerWorkshopRoutes(app, {
    db: database.db,
    catalog,
    mailer,
    runner: embroideryRunner,
    publicUrl: config.publicUrl,
    productName: config.productName,
    garmentPicture: async (imageUrl) => {
      if (!imageUrl.startsWith('/media/')) return null
      const key = imageUrl.slice('/media/'.length)
      const blob = (await blobs.get(key)) ?? (await mockups.generate(key))
      return blob?.bytes ?? null
    },
    onDesignChanged: (uuid) => designs.changedElsewhere(uuid),
    logMailError: (error) => app.log.error({ err: error }, 'order mail delivery failed'),
  })

  const recoveryPool = createRecoveryPool((message, error) => app.log.warn({ err: error }, message))
  app.addHook('onClose', async () => recoveryPool.close())
  const recoverPixelArt = createImageRecovery(recoveryPool)
  registerImagingRoutes(app, { recover: recoverPixelArt })

  const provider = deps.imageProvider === undefined ? createImageProvider(config.ai) : deps.imageProvider
  const worker = provider
    ? createGenerationWorker({
        db: database.db,
        blobs,
        provider,
        processImage: (bytes) => recoverPixelArt(bytes),
        // A live worker renews its lease every few seconds, so a crashed one's job is retried within ~20 s.
        leaseMs: AI_JOB_LEASE_MS,
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
    logError: (message, error) => app.log.error({ err: error }, message),
  })
  registerGenerationRoutes(app, { generation, sessions, publicUrl: config.publicUrl })
  // Before anything closes: the job in hand still needs the database and the recovery pool to finish
  // (onClose hooks run last-registered first, so callers' own database.close() would come before it).
  app.addHook('preClose', async () => worker?.stop())

  registerSeoRoutes(app, { db: database.db, publicUrl: config.publicUrl })
  // The API description, from the routes' own schemas; production does not serve it.
  if (config.env !== 'production') registerApiDocs(app, registeredRoutes)
  await registerWebApp(app, {
    distDir: config.webDistDir,
    settingsTag: settings.tag,
    siteName: config.productName,
    headFor: createPageHeads({
      db: database.db,
      catalog,
      publicUrl: config.publicUrl,
      productName: config.productName,
    }),
  })
  return app
}
