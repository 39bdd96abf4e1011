import { loadConfig } from '../config.ts'
import { openConfiguredDatabase } from '../db/configured-database.ts'

/** `npm run db:migrate`: applies pending migrations to PGlite (DATA_DIR) or to DATABASE_URL. */
const config = loadConfig()
const database = await openConfiguredDatabase(config)
try {
  console.log(`Migrations applied (${database.kind}).`)
} finally {
  await database.close()
}
