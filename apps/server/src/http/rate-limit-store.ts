import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { rateLimitHits } from '../db/schema.ts'

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void

/** What the plugin passes to `child` at run time: the route's merged options, with the route itself. */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } }

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL, so every web node shares one count per client:
 * the 11th login attempt in a minute is refused whichever node receives it. One upsert per attempt, timed by
 * the database's clock (nodes' clocks may differ). Fixed windows, as the plugin's own stores count.
 */
export function postgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore {
    private readonly prefix: string
    /** The plugin passes its options first; children are made with the route's prefix. */
    constructor(_options?: unknown, prefix = 'rl:') {
      this.prefix = prefix
    }

    incr(key: string, done: Done, timeWindow: number) {
      const window = `${Math.max(1, Math.round(timeWindow))} milliseconds`
      db.execute(
        sql`insert into rate_limit_hits (key, hits, resets_at)
            values (${this.prefix + key}, 1, now() + ${window}::interval)
            on conflict (key) do update set
              hits = case when rate_limit_hits.resets_at <= now() then 1 else rate_limit_hits.hits + 1 end,
              resets_at = case when rate_limit_hits.resets_at <= now() then excluded.resets_at
                               else rate_limit_hits.resets_at end
            returning hits, greatest(0, extract(epoch from resets_at - now()) * 1000)::float8 as ttl`,
      ).then(
        (result) => {
          const row = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows[0]
          done(null, { current: Number(row?.hits ?? 1), ttl: Math.ceil(Number(row?.ttl ?? timeWindow)) })
        },
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      )
    }

    child(routeOptions: object) {
      const { routeInfo } = routeOptions as ChildOptions
      const route = `${String(routeInfo?.method ?? '')}${routeInfo?.url ?? ''}`
      return new PostgresRateLimitStore(undefined, `${this.prefix}${route}:`)
    }
  }
}

/** Windows that have ended; the app sweeps them on a schedule. */
export async function sweepRateLimitHits(db: Db): Promise<void> {
  await db.delete(rateLimitHits).where(sql`${rateLimitHits.resetsAt} < now()`)
}
