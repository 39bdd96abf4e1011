import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createLocalChangeFeed, createPostgresChangeFeed } from './change-feed.ts'

const url = process.env['TEST_DATABASE_URL']

/** Resolves with the next payloads `count` listener calls receive. */
function collect(count: number) {
  const heard: (string | null)[] = []
  let resolve: (value: (string | null)[]) => void = () => {}
  const done = new Promise<(string | null)[]>((r) => (resolve = r))
  return {
    listener: (payload: string | null) => {
      heard.push(payload)
      if (heard.length === count) resolve([...heard])
    },
    heard,
    done,
  }
}

describe('the in-process change feed (PGlite)', () => {
  it('hands every message to every listener of its channel only', async () => {
    const feed = createLocalChangeFeed()
    const designs = collect(1)
    const others = collect(1)
    feed.subscribe('design_changes', designs.listener)
    feed.subscribe('other_changes', others.listener)
    await feed.publish('design_changes', 'a b')
    expect(await designs.done).toEqual(['a b'])
    expect(others.heard).toEqual([])
    await feed.close()
  })
})

describe.skipIf(!url)('the PostgreSQL change feed (LISTEN/NOTIFY; needs TEST_DATABASE_URL)', () => {
  it('carries messages between two processes’ feeds, and after a dropped connection says “forget everything” and reconnects', async () => {
    const poolA = new pg.Pool({ connectionString: url, max: 2 })
    const poolB = new pg.Pool({ connectionString: url, max: 2 })
    const channel = `feed_test_${Math.random().toString(36).slice(2, 8)}`
    const a = createPostgresChangeFeed({ url: url!, pool: poolA })
    const b = createPostgresChangeFeed({ url: url!, pool: poolB })
    try {
      const errors: unknown[] = []
      b.onError((error) => errors.push(error))
      const connected = collect(1)
      b.subscribe(channel, connected.listener)
      // Once listening, the feed says so with a "forget everything" (null): nothing from before is known.
      expect(await connected.done).toEqual([null])

      const first = collect(2)
      b.subscribe(channel, first.listener)
      await a.publish(channel, 'node-a 1234')
      await a.publish(channel, 'node-a *')
      expect(await first.done).toEqual(['node-a 1234', 'node-a *'])

      // The listening backend is killed (a restart, a failover): B must forget, reconnect and hear again.
      const after = collect(3)
      b.subscribe(channel, after.listener)
      await poolA.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where query = $1 and pid <> pg_backend_pid()`,
        [`LISTEN ${channel}`],
      )
      for (let i = 0; i < 100 && after.heard.length < 2; i++) await new Promise((r) => setTimeout(r, 50))
      expect(after.heard.slice(0, 2)).toEqual([null, null]) // dropped, then reconnected
      expect(errors.length).toBeGreaterThan(0)
      await a.publish(channel, 'node-a again')
      expect((await after.done)[2]).toBe('node-a again')
    } finally {
      await a.close()
      await b.close()
      await poolA.end()
      await poolB.end()
    }
  })
})
