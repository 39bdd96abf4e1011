import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { twoNodesPerFile } from '../testing/two-nodes.ts'

/** Runs where a Redis is at hand: TEST_REDIS_URL=redis://127.0.0.1:6379 (CI has none, so it is skipped there). */
const redisUrl = process.env['TEST_REDIS_URL']

describe.skipIf(!redisUrl)('login rate limits in Redis (REDIS_URL; needs TEST_REDIS_URL)', () => {
  const nodes = twoNodesPerFile({ env: { REDIS_URL: redisUrl!, AUTH_RATE_LIMIT_PER_MINUTE: '10' } })
  let redis: Redis

  beforeAll(() => {
    redis = new Redis(redisUrl!)
  })
  afterAll(async () => {
    await redis.quit()
  })

  it('refuses the 11th attempt in a minute whichever node gets it, counting in Redis', async () => {
    const ip = `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await [nodes.nodeA, nodes.nodeB][i % 2]!.inject({
        method: 'POST',
        url: '/api/auth/login/',
        remoteAddress: ip,
        headers: { cookie: 'csrftoken=t', 'x-csrftoken': 't', 'content-type': 'application/json' },
        payload: JSON.stringify({ username: 'nobody@example.com', password: 'wrong password' }),
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(statuses[10]).toBe(429)
    const keys = await redis.keys(`threadbit-rate-limit:*${ip}`)
    expect(keys.length).toBe(1)
    expect(Number(await redis.get(keys[0]!))).toBe(11)
  })
})
