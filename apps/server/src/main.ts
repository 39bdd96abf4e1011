import { sql } from 'drizzle-orm'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { openConfiguredDatabase } from './db/configured-database.ts'
import { seedDatabase } from './seed.ts'
import { createConfiguredBlobStore } from './storage/configured-blob-store.ts'

async function main() {
  const config = loadConfig()
  const database = await openConfiguredDatabase(config)
  const blobs = createConfiguredBlobStore(config.blobStore)
  const app = await buildApp({ config, database, blobs })
  await seedDatabase({ db: database.db, log: app.log })
  // PGlite has no autovacuum, so its planner would never get statistics; PostgreSQL keeps its own.
  if (database.kind === 'pglite') await database.db.execute(sql`ANALYZE`)
  app.addHook('onClose', async () => database.close())

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    // Stop accepting connections, let in-flight requests finish, then close the database.
    const timer = setTimeout(() => process.exit(1), 10_000).unref()
    await app.close()
    clearTimeout(timer)
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  app.log.info(`${config.productName} ${config.version} on ${config.publicUrl} (database: ${database.kind})`)
  if (config.workerEnabled) app.generationWorker?.start()
  app.mockups.warm().catch((error: unknown) => app.log.error({ err: error }, 'drawing product images failed'))
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
