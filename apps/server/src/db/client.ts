import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { createLocalChangeFeed, createPostgresChangeFeed, type ChangeFeed } from './change-feed.ts'
import * as schema from './schema.ts'

/** One type for both drivers: services and queries never know which one they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Change notices between the processes on this database (LISTEN/NOTIFY on PostgreSQL). */
  changes: ChangeFeed
  migrate(): Promise<void>
  ping(): Promise<boolean>
  close(): Promise<void>
}

const migrationsFolder = path.resolve(path.dirname(new URL(import.meta.url).pathname), 'migrations')

export interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string | undefined
  /** PGlite folder; absent means in memory (tests). */
  pgliteDir?: string | undefined
  poolSize?: number
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // An idle client that errors (e.g. the server restarted) must not crash the process.
    pool.on('error', () => {})
    const db = drizzlePg(pool, { schema }) as unknown as Db
    const changes = createPostgresChangeFeed({ url: options.url, pool })
    return {
      db,
      kind: 'postgres',
      changes,
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      ping: () => ping(db),
      close: async () => {
        await changes.close()
        await pool.end()
      },
    }
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true })
  const client = await PGlite.create(options.pgliteDir, { extensions: { pg_trgm } })
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    changes: createLocalChangeFeed(),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
