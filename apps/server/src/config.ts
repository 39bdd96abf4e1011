import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { parseTrustProxy, TrustProxyError, type TrustProxy } from './http/trusted-proxies.ts'
import type { S3Settings } from './storage/s3-blob-store.ts'

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v)
const optionalText = z.preprocess(emptyToUndefined, z.string().optional())
const onOff = (fallback: 'on' | 'off') =>
  z
    .preprocess(emptyToUndefined, z.enum(['on', 'off', 'true', 'false', '1', '0']).default(fallback))
    .transform((v) => ['on', 'true', '1'].includes(v))

/** Every setting the server reads, with its default. The one place that reads process.env. */
const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(8000)),
  HOST: optionalText,
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalText,
  PUBLIC_URL: optionalText,
  SECRET_KEY: optionalText,
  WORKER: onOff('on'),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST_DIR: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Threadbit <no-reply@threadbit.example>')),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  ),
  SNIPCART_PUBLIC_KEY: optionalText,
  SNIPCART_SECRET_KEY: optionalText,
  SNIPCART_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://app.snipcart.com/api')),
  GA_MEASUREMENT_ID: optionalText,
  SENTRY_DSN: optionalText,
  SENTRY_ENVIRONMENT: optionalText,
  PRODUCT_NAME: z.preprocess(emptyToUndefined, z.string().default('Threadbit')),
  AI_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['none', 'openai', 'sdwebui']).default('none')),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  OPENAI_IMAGE_MODEL: z.preprocess(emptyToUndefined, z.string().default('gpt-image-1')),
  SDWEBUI_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  AI_QUOTA_ANONYMOUS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(3)),
  AI_QUOTA_USER: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(10)),
  AI_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().positive().default(120)),
  AI_JOB_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(3)),
  AUTH_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(10)),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default('off')),
  REDIS_URL: optionalText,
  BLOB_STORE: z.preprocess(emptyToUndefined, z.enum(['fs', 's3']).default('fs')),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_BUCKET: optionalText,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PREFIX: z.preprocess(emptyToUndefined, z.string().default('')),
})

export interface Config {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string
  secretKey: string
  workerEnabled: boolean
  logLevel: string
  webDistDir: string
  smtpUrl: string | undefined
  mailFrom: string
  googleClientId: string | undefined
  googleJwksUrl: string
  snipcartPublicKey: string | undefined
  /** Validates webhook calls (X-Snipcart-RequestToken) against Snipcart's API. */
  snipcartSecretKey: string | undefined
  snipcartApiUrl: string
  gaMeasurementId: string | undefined
  sentryDsn: string | undefined
  sentryEnvironment: string
  productName: string
  authRateLimitPerMinute: number
  ai: AiConfig
  aiLimits: AiLimits
  /** Which hops of X-Forwarded-For to believe: none, the last N, or those from these addresses. */
  trustProxy: TrustProxy
  /** When set, login/registration rate limits are counted in Redis instead of PostgreSQL. */
  redisUrl: string | undefined
  blobStore: BlobStoreConfig
  version: string
}

export type BlobStoreConfig = { kind: 'fs'; root: string } | ({ kind: 's3' } & S3Settings)

export type AiConfig =
  | { provider: 'none' }
  | { provider: 'openai'; apiKey: string; baseUrl: string | undefined; model: string; timeoutMs: number }
  | { provider: 'sdwebui'; url: string; timeoutMs: number }

export interface AiLimits {
  quotaAnonymous: number
  quotaUser: number
  maxAttempts: number
}

export class ConfigError extends Error {}

function aiConfig(e: z.infer<typeof EnvSchema>): AiConfig {
  const timeoutMs = e.AI_TIMEOUT_SECONDS * 1000
  if (e.AI_PROVIDER === 'openai') {
    if (!e.OPENAI_API_KEY)
      throw new ConfigError('Invalid configuration: AI_PROVIDER=openai needs OPENAI_API_KEY')
    return {
      provider: 'openai',
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      model: e.OPENAI_IMAGE_MODEL,
      timeoutMs,
    }
  }
  if (e.AI_PROVIDER === 'sdwebui') {
    if (!e.SDWEBUI_URL) throw new ConfigError('Invalid configuration: AI_PROVIDER=sdwebui needs SDWEBUI_URL')
    return { provider: 'sdwebui', url: e.SDWEBUI_URL.replace(/\/+$/, ''), timeoutMs }
  }
  return { provider: 'none' }
}

function blobStoreConfig(e: z.infer<typeof EnvSchema>, dataDir: string): BlobStoreConfig {
  if (e.BLOB_STORE === 'fs') return { kind: 'fs', root: path.join(dataDir, 'blobs') }
  const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !e[name],
  )
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration: BLOB_STORE=s3 needs ${missing.join(', ')}`)
  }
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT ?? '',
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
    prefix: e.S3_PREFIX,
    timeoutMs: 30_000,
  }
}

function trustProxyConfig(text: string): TrustProxy {
  try {
    return parseTrustProxy(text)
  } catch (error) {
    if (error instanceof TrustProxyError) throw new ConfigError(`Invalid configuration: ${error.message}`)
    throw error
  }
}

const here = path.dirname(new URL(import.meta.url).pathname)
const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist')

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.resolve(here, '../../../package.json'), 'utf8')) as {
      version?: string
    }
    return pkg.version ?? '0.0.0'
  } catch {
    return '0.0.0'
  }
}

/** A development secret is generated once into the data folder so sessions survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret_key')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new ConfigError(`Invalid configuration: ${problems}`)
  }
  const e = parsed.data
  const dataDir = path.resolve(e.DATA_DIR)
  const host = e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1')
  if (e.NODE_ENV === 'production' && !e.SECRET_KEY) {
    throw new ConfigError('Invalid configuration: SECRET_KEY is required in production')
  }
  const version = readVersion()
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    secretKey: e.SECRET_KEY ?? loadOrCreateSecret(dataDir),
    workerEnabled: e.WORKER,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : DEFAULT_WEB_DIST,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    snipcartPublicKey: e.SNIPCART_PUBLIC_KEY,
    snipcartSecretKey: e.SNIPCART_SECRET_KEY,
    snipcartApiUrl: e.SNIPCART_API_URL.replace(/\/+$/, ''),
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    sentryDsn: e.SENTRY_DSN,
    sentryEnvironment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
    productName: e.PRODUCT_NAME,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    ai: aiConfig(e),
    aiLimits: {
      quotaAnonymous: e.AI_QUOTA_ANONYMOUS,
      quotaUser: e.AI_QUOTA_USER,
      maxAttempts: e.AI_JOB_MAX_ATTEMPTS,
    },
    trustProxy: trustProxyConfig(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    blobStore: blobStoreConfig(e, dataDir),
    version,
  }
}
