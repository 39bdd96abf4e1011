/** What makes two picks look alike in a carousel: the same design on the same product (colours differ only). */
interface Pick {
  art: { uuid: string }
  product_id: number
}

/**
 * Up to `count` picks in popularity order, without near-duplicates: a design appears once per product, and the
 * same design is not shown twice in a row while another design can stand between. When the list has too few
 * different picks, the skipped ones fill the rest in their original order, so the carousel is never shorter.
 */
export function diversifyPicks<T extends Pick>(ranked: readonly T[], count: number): T[] {
  const seen = new Set<string>()
  const distinct: T[] = []
  const alike: T[] = []
  for (const pick of ranked) {
    const key = `${pick.art.uuid}|${pick.product_id}`
    if (seen.has(key)) alike.push(pick)
    else {
      seen.add(key)
      distinct.push(pick)
    }
  }
  const chosen: T[] = []
  const remaining = distinct.slice(0, count * 3)
  while (chosen.length < count && remaining.length > 0) {
    const last = chosen.at(-1)
    const index = remaining.findIndex((pick) => pick.art.uuid !== last?.art.uuid)
    chosen.push(...remaining.splice(index === -1 ? 0 : index, 1))
  }
  for (const pick of alike) {
    if (chosen.length >= count) break
    chosen.push(pick)
  }
  return chosen
}
