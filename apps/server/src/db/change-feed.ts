import { EventEmitter } from 'node:events'
import pg from 'pg'

/**
 * Tells every process on one database that something changed, so per-process caches can drop it at once.
 * On PostgreSQL that is LISTEN/NOTIFY (one listening connection per process); PGlite lives in one process, so
 * an in-process emitter is the whole story there.
 */
export interface ChangeFeed {
  publish(channel: string, payload: string): Promise<void>
  /**
   * `listener(payload)` for every message on `channel`, and `listener(null)` when messages may have been missed
   * (the listening connection dropped): then everything cached must go.
   */
  subscribe(channel: string, listener: (payload: string | null) => void): void
  /** Hears why the listening connection dropped (it reconnects by itself), for the log. */
  onError(listener: (error: unknown) => void): void
  close(): Promise<void>
}

/** The in-process feed: exact for one process, which is all PGlite can serve. */
export function createLocalChangeFeed(): ChangeFeed {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    async publish(channel, payload) {
      emitter.emit(channel, payload)
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener)
    },
    onError() {
      // Nothing in-process can drop.
    },
    async close() {
      emitter.removeAllListeners()
    },
  }
}

const CHANNEL_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/
const RECONNECT_MS = 1_000

/**
 * LISTEN/NOTIFY: publishing is one `pg_notify` on the shared pool; listening holds one extra connection,
 * reconnected after a drop (listeners then hear `null`, since notifications sent meanwhile are lost).
 */
export function createPostgresChangeFeed(options: { url: string; pool: pg.Pool }): ChangeFeed {
  const errorListeners: ((error: unknown) => void)[] = []
  const listeners = new Map<string, ((payload: string | null) => void)[]>()
  let client: pg.Client | null = null
  let connecting: Promise<void> | null = null
  let closed = false
  let retry: NodeJS.Timeout | null = null

  const channelName = (channel: string) => {
    if (!CHANNEL_PATTERN.test(channel)) throw new Error(`invalid channel name ${channel}`)
    return channel
  }

  function everyListener(payload: string | null) {
    for (const list of listeners.values()) for (const listener of list) listener(payload)
  }

  function dropped(error: unknown) {
    if (closed) return
    for (const listener of errorListeners) listener(error)
    // A dead client may still emit: an 'error' with no listener would crash the process.
    client?.removeAllListeners()
    client?.on('error', () => {})
    client = null
    everyListener(null)
    retry ??= setTimeout(() => {
      retry = null
      void connect()
    }, RECONNECT_MS)
    retry.unref()
  }

  function connect(): Promise<void> {
    if (closed || client) return Promise.resolve()
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: options.url })
      next.on('error', dropped)
      next.on('end', () => dropped(new Error('change feed connection ended')))
      next.on('notification', (message) => {
        for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '')
      })
      try {
        await next.connect()
        for (const channel of listeners.keys()) await next.query(`LISTEN ${channelName(channel)}`)
        if (closed) {
          await next.end()
          return
        }
        client = next
        // Whatever was sent while nobody listened is lost: start from nothing.
        everyListener(null)
      } catch (error) {
        next.removeAllListeners()
        next.on('error', () => {})
        await next.end().catch(() => {})
        dropped(error)
      }
    })().finally(() => {
      connecting = null
    })
    return connecting
  }

  return {
    async publish(channel, payload) {
      await options.pool.query('select pg_notify($1, $2)', [channelName(channel), payload])
    },
    subscribe(channel, listener) {
      channelName(channel)
      const list = listeners.get(channel)
      if (list) {
        list.push(listener)
        return
      }
      listeners.set(channel, [listener])
      if (client) client.query(`LISTEN ${channel}`).catch(dropped)
      else void connect()
    },
    onError(listener) {
      errorListeners.push(listener)
    },
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      await connecting
      const current = client
      client = null
      current?.removeAllListeners()
      await current?.end().catch(() => {})
    },
  }
}
