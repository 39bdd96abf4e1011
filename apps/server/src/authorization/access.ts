import { centre, type insertShopProduct } from '../testing/shop-fixtures.ts'
import { designPng } from '../testing/fixtures.ts'
import { uniqueUser } from '../testing/test-app.ts'

/*
 * The language of the authorization table (authorization.test.ts): who asks (the actors), what a request
 * works on (the fixture), a row per route with the status each actor gets, and what the rows share.
 */

export type Actor = 'anonymous' | 'owner' | 'other' | 'staff'
export const ACTORS: Actor[] = ['anonymous', 'other', 'staff', 'owner'] // the owner last: it may delete the thing

/** What one request works on, made fresh for each actor so a DELETE or an update cannot leak between them. */
export interface Fixture {
  publicDesign: () => Promise<string>
  privateDesign: () => Promise<string>
  publicProduct: () => Promise<string>
  privateProduct: () => Promise<string>
  aiRequest: () => Promise<number>
  order: () => Promise<{ uuid: string; item: string }>
  /** The id of the order's first line (the workshop's unit of production). */
  orderLine: () => Promise<number>
  /** A review of the order, shared publicly. */
  publicReview: () => Promise<number>
}

export type Body = Record<string, unknown> | FormData
export interface Case {
  /** What the case is about, when a route has several. */
  what?: string
  url?: (f: Fixture) => Promise<string>
  body?: (f: Fixture) => Body | Promise<Body>
  expect: Record<Actor, number>
}
export interface Row {
  route: string
  /** Unsafe methods check the CSRF token unless the route is a server-to-server webhook. */
  csrf?: 'exempt'
  /** Signs in, out or rotates the session: each signed-in actor is then a user made for this request. */
  changesSession?: boolean
  cases: Case[]
}

export const all = (status: number): Record<Actor, number> => ({
  anonymous: status,
  owner: status,
  other: status,
  staff: status,
})
export const signedIn = (status: number, anonymous = 403): Record<Actor, number> => ({
  ...all(status),
  anonymous,
})
/** Private things are invisible to everyone but their owner (and staff when they may look). */
export const ownerAndStaff = (ok: number): Record<Actor, number> => ({
  anonymous: 404,
  owner: ok,
  other: 404,
  staff: ok,
})
export const ownerOnly = (ok: number, others = 404): Record<Actor, number> => ({
  anonymous: others,
  owner: ok,
  other: others,
  staff: others,
})

/** The workshop: anonymous 403, every signed-in non-staff user 404 (it does not exist for them), staff `ok`. */
export const staffOnly = (ok: number): Record<Actor, number> => ({
  anonymous: 403,
  owner: 404,
  other: 404,
  staff: ok,
})

/** What the rows use that the test file makes before the first case: the shop's tee, an upload, a login. */
export const given = {} as {
  tee: Awaited<ReturnType<typeof insertShopProduct>>
  sprite: Blob
  login: { username: string }
}

export const png = designPng(10, 8)
export const PASSWORD = uniqueUser().password
export const form = (fields: Record<string, string | Blob>) => {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.append(k, v)
  return f
}
export const cartItem = (artUuid: string) => ({
  sku_id: given.tee.skuId,
  art_uuid: artUuid,
  product_color_id: given.tee.colorId,
  ...centre,
  quantity: 1,
})
/** A placement no fixture uses, so saving it makes a new entry (201) rather than finding one (200). */
export const elsewhere = { ...centre, placement_x: 0.4 }
