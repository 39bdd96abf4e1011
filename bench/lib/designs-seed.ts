/** Seeds many designs quickly for the designs benchmarks: a few distinct images reused, titles from a word list. */
import { eq } from 'drizzle-orm'
import type { Database } from '../../apps/server/src/db/client.ts'
import { pixelArtImages, pixelArts, users } from '../../apps/server/src/db/schema.ts'
import { readDesignImage } from '../../apps/server/src/modules/designs/design-image.ts'
import { designPng, stripes } from '../../apps/server/src/testing/fixtures.ts'

const WORDS = [
  'cat',
  'dog',
  'heart',
  'star',
  'moon',
  'rocket',
  'cactus',
  'ghost',
  'pizza',
  'robot',
  'wave',
  'tree',
  'frog',
  'sun',
]

/** Inserts `count` designs (nine in ten public) for one new owner; returns a public design's uuid. */
export async function seedDesigns(database: Database, count: number): Promise<{ uuid: string }> {
  const [owner] = await database.db
    .insert(users)
    .values({ email: `bench-${Date.now()}@example.com`, username: `bench${Date.now().toString(36)}` })
    .returning()
  // A handful of distinct images, each reused: decoding is not what this measures.
  const images = await Promise.all(
    [8, 16, 24, 32, 48].map(async (size, i) => {
      const pngData = designPng(size, size, stripes(2 + i))
      return { pngData, ...(await readDesignImage(pngData)) }
    }),
  )
  const batch = 1000
  for (let start = 0; start < count; start += batch) {
    const values = Array.from({ length: Math.min(batch, count - start) }, (_, k) => {
      const i = start + k
      const img = images[i % images.length]!
      return {
        title: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`.slice(0, 20),
        ownerId: owner!.id,
        rows: img.rows,
        columns: img.columns,
        numberOfColors: img.numberOfColors,
        isPublic: i % 10 !== 0,
      }
    })
    const ids = await database.db.insert(pixelArts).values(values).returning({ id: pixelArts.id })
    await database.db.insert(pixelArtImages).values(
      ids.map(({ id }, k) => {
        const img = images[(start + k) % images.length]!
        return { pixelArtId: id, pngData: img.pngData, trimmedPngData: img.trimmedPngData }
      }),
    )
  }
  const [one] = await database.db
    .select({ uuid: pixelArts.uuid })
    .from(pixelArts)
    .where(eq(pixelArts.isPublic, true))
    .limit(1)
  return { uuid: one!.uuid }
}
