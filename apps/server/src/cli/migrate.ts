import path from 'node:path'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'

/** `npm run db:migrate`: applies pending migrations to PGlite (DATA_DIR) or to DATABASE_URL. */
const config = loadConfig()
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
})
try {
  await database.migrate()
  console.log(`Migrations applied (${database.kind}).`)
} finally {
  await database.close()
}
