import type { FastifyBaseLogger } from 'fastify'
import type { Db } from './db/client.ts'
import { seedCatalog } from './modules/catalog/catalog.seed.ts'
import { seedShopDesigns } from './modules/designs/designs.seed.ts'
import { seedPopularPicks } from './modules/shop/shop.seed.ts'

/**
 * Every module's first-start content, in the order they depend on one another (picks need products and
 * designs). Each seed fills only what is missing and answers how many rows it added.
 */
const SEEDS = [
  { label: 'products', run: seedCatalog },
  { label: 'shop designs', run: seedShopDesigns },
  { label: 'popular picks', run: seedPopularPicks },
] as const satisfies readonly { label: string; run: (db: Db) => Promise<number> }[]

/** First-start content, so that no page is empty. Safe to run on every start: it fills only what is missing. */
export async function seedDatabase(deps: { db: Db; log: FastifyBaseLogger | Pick<Console, 'info'> }) {
  const added: string[] = []
  let total = 0
  for (const seed of SEEDS) {
    const count = await seed.run(deps.db)
    total += count
    added.push(`${count} ${seed.label}`)
  }
  if (total > 0) {
    deps.log.info(`Seeded ${added.slice(0, -1).join(', ')} and ${added.at(-1)}.`)
  }
}
