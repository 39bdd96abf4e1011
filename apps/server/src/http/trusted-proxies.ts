import { isIP } from 'node:net'

/**
 * Which proxies' `X-Forwarded-For` entries are believed: none (`false`), the nearest N hops, or hops from
 * these addresses / CIDR ranges. Only what a proxy we run appended is trusted, never the client's own entries.
 */
export type TrustProxy = false | number | string[]

/** Names proxy-addr (Fastify's parser) knows for the private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

export class TrustProxyError extends Error {}

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (version === 4 ? 32 : 128)
}

/**
 * `off` (default), a hop count (`1` = one load balancer in front), or a comma-separated list of the balancers'
 * addresses or ranges. `on` is refused: it used to mean "believe every hop", which let a client forge its
 * address by sending its own X-Forwarded-For.
 */
export function parseTrustProxy(text: string): TrustProxy {
  const value = text.trim().toLowerCase()
  if (value === 'off' || value === 'false' || value === '0') return false
  if (value === 'on' || value === 'true') {
    throw new TrustProxyError(
      'TRUST_PROXY=on would believe a client-forged X-Forwarded-For; set the number of proxies in front ' +
        '(TRUST_PROXY=1 for one load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8,192.168.1.5)',
    )
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (hops > 10) throw new TrustProxyError(`TRUST_PROXY=${value}: expected at most 10 proxy hops`)
    return hops
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const invalid = entries.filter((entry) => !isAddressOrRange(entry))
  if (entries.length === 0 || invalid.length > 0) {
    throw new TrustProxyError(
      `TRUST_PROXY: expected off, a hop count or addresses/CIDR ranges; cannot read ${invalid.join(', ') || 'it'}`,
    )
  }
  return entries
}

/** Fastify's `trustProxy` option for a setting: a hop count becomes "trust the nearest N hops". */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') {
    const hops = setting
    return (_address, hop) => hop < hops
  }
  return setting
}
