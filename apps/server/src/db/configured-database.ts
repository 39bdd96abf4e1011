import path from 'node:path'
import type { Config } from '../config.ts'
import { openDatabase, type Database } from './client.ts'

/**
 * The database the configuration names, migrated: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/pglite.
 * The server, the worker and the command-line tools all open it this way.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  })
  await database.migrate()
  return database
}
