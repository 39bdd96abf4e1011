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
  /**
   * A PGlite data directory to start from instead of an empty one (a tarball from `migratedPgliteSnapshot`):
   * tests load one that is already migrated, which is faster than initdb and the migrations.
   */
  pgliteDataDir?: Blob | undefined
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
  const client = await PGlite.create(options.pgliteDir, {
    extensions: { pg_trgm },
    ...(options.pgliteDataDir ? { loadDataDir: options.pgliteDataDir } : {}),
  })
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

/** A fresh in-memory PGlite, migrated, as a tarball of its data directory (for `pgliteDataDir`). */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const client = await PGlite.create(undefined, { extensions: { pg_trgm } })
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder })
    return await client.dumpDataDir('none')
  } finally {
    await client.close()
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
