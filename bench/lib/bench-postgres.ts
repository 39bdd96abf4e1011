import pg from 'pg'
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts'

/**
 * Runs `measure` against a throwaway PostgreSQL database (created from `adminUrl`, dropped afterwards), so a
 * bench never touches the test database. When PostgreSQL cannot be reached, says so and returns.
 */
export async function withBenchPostgres(
  adminUrl: string,
  prefix: string,
  measure: (database: Database, admin: pg.Client, name: string) => Promise<void>,
): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl })
  try {
    await admin.connect()
    const name = `${prefix}_${process.pid}`
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const database = await openDatabase({ url: url.toString(), poolSize: 10 })
    try {
      await measure(database, admin, name)
    } finally {
      await database.close()
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`)
    }
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message}`)
  } finally {
    await admin.end().catch(() => {})
  }
}
