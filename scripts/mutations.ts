/**
 * Named mutations: each breaks one rule that matters by replacing a piece of source text that must occur exactly
 * once in its file. `npm run test:mutation` applies them one at a time and runs only the tests named here; every
 * one must make those tests fail ("caught").
 */
export interface Mutation {
  module: string
  name: string
  file: string
  find: string
  replace: string
  /** Vitest project and test files (relative to the project root), optionally narrowed by test name. */
  project: 'server' | 'embroidery' | 'contracts' | 'pixelart'
  tests: string[]
  testName?: string
  /** Only PostgreSQL has concurrent connections: these run there (TEST_DATABASE_URL). */
  postgres?: boolean
}

const designs = 'apps/server/src/modules/designs'
const generation = 'apps/server/src/modules/generation'
const shop = 'apps/server/src/modules/shop'
const AUTHZ = 'src/authorization.test.ts'
const GENERATION_TEST = 'src/modules/generation/generation.test.ts'
const PES_TEST = 'src/pes-header.test.ts'

export const MUTATIONS: Mutation[] = [
  // Privacy: private designs and their art-on-products are seen by their owner and staff only.
  {
    module: 'privacy',
    name: 'private designs are visible to everyone',
    file: `${designs}/designs.policy.ts`,
    find: 'design.isPublic || (user !== null && (user.id === design.ownerId || user.isStaff))',
    replace: 'true',
    project: 'server',
    tests: [AUTHZ],
    testName: 'private',
  },
  {
    module: 'privacy',
    name: 'renders of a private design skip the visibility check',
    file: `${designs}/designs.service.ts`,
    find: 'if (!row || !designPolicy.canView(user, row)) throw new NotFound()\n      return { ...row, loadPngData',
    replace: 'if (!row) throw new NotFound()\n      return { ...row, loadPngData',
    project: 'server',
    tests: [AUTHZ],
    testName: 'render',
  },
  {
    module: 'privacy',
    name: 'an art-on-product of a private design is shown to anyone',
    file: `${shop}/shop.service.ts`,
    find: 'if (!row || !designPolicy.canView(user, row.design)) throw new NotFound()',
    replace: 'if (!row) throw new NotFound()',
    project: 'server',
    tests: [AUTHZ],
    testName: 'pixel-art-products/:uuid',
  },
  {
    module: 'privacy',
    name: 'popular picks include the not-found design',
    file: `${shop}/shop.queries.ts`,
    find: 'sql`${pixelArts.uuid} <> ${NOT_FOUND_DESIGN_UUID}`,',
    replace: '',
    project: 'server',
    tests: ['src/modules/shop/shop.test.ts'],
    testName: 'not-found',
  },
  {
    module: 'privacy',
    name: 'media keys may climb out of the store',
    file: 'apps/server/src/storage/blob-store.ts',
    find: "part === '' || part === '.' || part === '..'",
    replace: "part === ''",
    project: 'server',
    tests: ['src/db/seed/seed.test.ts'],
    testName: 'never serves files outside the store',
  },

  // Ownership: only the owner changes a design; AI requests belong to who made them.
  {
    module: 'ownership',
    name: 'any signed-in user may change a design',
    file: `${designs}/designs.policy.ts`,
    find: 'user !== null && user.id === design.ownerId,',
    replace: 'user !== null,',
    project: 'server',
    tests: [AUTHZ],
    testName: '/api/pixel-art/:uuid/',
  },
  {
    module: 'ownership',
    name: "AI requests of signed-in users are everyone's",
    file: `${generation}/generation.queries.ts`,
    find: '? eq(imageGenerationRequests.ownerId, requester.userId)',
    replace: '? sql`true`',
    project: 'server',
    tests: [AUTHZ],
    testName: 'image-generation/:id',
  },
  {
    module: 'ownership',
    name: 'PUT/PATCH of an AI request answers 405 without looking up the owner',
    file: `${generation}/generation.routes.ts`,
    find: 'await generation.get(callerOf(request), readId(request.params))\n        return reply.code(405)',
    replace: 'return reply.code(405)',
    project: 'server',
    tests: [AUTHZ],
    testName: 'image-generation/:id',
  },

  // CSRF: every unsafe method needs the token, the webhook none.
  {
    module: 'csrf',
    name: 'DELETE is not checked',
    file: 'apps/server/src/http/csrf.ts',
    find: "new Set(['POST', 'PUT', 'PATCH', 'DELETE'])",
    replace: "new Set(['POST', 'PUT', 'PATCH'])",
    project: 'server',
    tests: [AUTHZ],
    testName: 'CSRF',
  },
  {
    module: 'csrf',
    name: 'a token that does not match the cookie passes',
    file: 'apps/server/src/http/csrf.ts',
    find: 'if (!safeEqual(cookie, header))',
    replace: 'if (false)',
    project: 'server',
    tests: ['src/modules/accounts/accounts.test.ts'],
    testName: 'CSRF',
  },
  {
    module: 'csrf',
    name: 'webhooks need a CSRF token too',
    file: 'apps/server/src/http/csrf.ts',
    find: ' || request.routeOptions.config?.csrfExempt',
    replace: '',
    project: 'server',
    tests: [AUTHZ],
    testName: 'CSRF',
  },

  // Quota: three a day for anonymous visitors (by session and by IP), ten for users, under concurrency.
  {
    module: 'quota',
    name: 'one request more than the limit',
    file: `${generation}/generation.service.ts`,
    find: 'return user ? limits.quotaUser : limits.quotaAnonymous',
    replace: 'return (user ? limits.quotaUser : limits.quotaAnonymous) + 1',
    project: 'server',
    tests: [GENERATION_TEST],
    testName: 'quota',
  },
  {
    module: 'quota',
    name: 'anonymous visitors are counted by session only',
    file: `${generation}/generation.service.ts`,
    find: 'return Math.max(byIp, bySession)',
    replace: 'return bySession',
    project: 'server',
    tests: [GENERATION_TEST],
    testName: 'quota',
  },
  {
    module: 'quota',
    name: 'no advisory lock around check and insert',
    file: `${generation}/generation.service.ts`,
    find: 'for (const key of keys.sort()) await tx.execute(sqlLock(key))',
    replace: 'void keys',
    project: 'server',
    tests: [GENERATION_TEST],
    testName: 'PostgreSQL',
    postgres: true,
  },

  // Job claiming and leases.
  {
    module: 'jobs',
    name: 'claims without SKIP LOCKED',
    file: `${generation}/generation.queries.ts`,
    find: 'for update skip locked)',
    replace: ')',
    project: 'server',
    tests: [GENERATION_TEST],
    testName: 'PostgreSQL',
    postgres: true,
  },
  {
    module: 'jobs',
    name: 'an expired lease is never taken up again',
    file: `${generation}/generation.queries.ts`,
    find: "(status = 'PENDING' or (status = 'PROCESSING' and lease_until < now()))",
    replace: "(status = 'PENDING')",
    project: 'server',
    tests: [GENERATION_TEST],
    testName: 'lease',
  },
  {
    module: 'jobs',
    name: 'a running lease is taken over',
    file: `${generation}/generation.queries.ts`,
    find: "(status = 'PROCESSING' and lease_until < now())",
    replace: "(status = 'PROCESSING')",
    project: 'server',
    tests: [GENERATION_TEST],
    testName: 'lease',
  },
  {
    module: 'jobs',
    name: 'attempts are not limited',
    file: `${generation}/generation.queries.ts`,
    find: 'where attempts < ${maxAttempts}',
    replace: 'where true',
    project: 'server',
    tests: [GENERATION_TEST],
    testName: 'lease',
  },
  {
    module: 'jobs',
    name: 'a worker that lost its job may still finish it',
    file: `${generation}/generation.queries.ts`,
    find: '// Another worker that re-claimed an expired lease bumped the attempt count: this one lost the job.\n        eq(imageGenerationRequests.attempts, job.attempts),',
    replace: '',
    project: 'server',
    tests: [GENERATION_TEST],
    testName: 'lease',
  },

  // Prices come from the catalogue, never from the client.
  {
    module: 'prices',
    name: 'order lines take another price than the catalogue',
    file: 'apps/server/src/modules/orders/orders.service.ts',
    find: 'priceCents: sku.priceCents,\n      values: {',
    replace: 'priceCents: 1,\n      values: {',
    project: 'server',
    tests: ['src/modules/orders/orders.test.ts'],
  },

  // PES/PEC headers.
  {
    module: 'pes-pec',
    name: 'colour changes toggle 1, 2, 1 instead of 2, 1, 2',
    file: 'packages/embroidery/src/pec.ts',
    find: 'let colorToggle = 2',
    replace: 'let colorToggle = 1',
    project: 'embroidery',
    tests: [PES_TEST],
  },
  {
    module: 'pes-pec',
    name: 'PEC width one unit too wide',
    file: 'packages/embroidery/src/pec.ts',
    find: 'w.s16(bounds.maxX - bounds.minX)',
    replace: 'w.s16(bounds.maxX - bounds.minX + 1)',
    project: 'embroidery',
    tests: [PES_TEST],
  },
  {
    module: 'pes-pec',
    name: 'thumbnail offset counted from the start of PEC',
    file: 'packages/embroidery/src/pec.ts',
    find: 'w.patchU24(offsetField, w.length - (start + 0x200))',
    replace: 'w.patchU24(offsetField, w.length - start)',
    project: 'embroidery',
    tests: [PES_TEST],
  },
  {
    module: 'pes-pec',
    name: 'short form used up to 64',
    file: 'packages/embroidery/src/pec.ts',
    find: 'export const PEC_SHORT_MAX = 63',
    replace: 'export const PEC_SHORT_MAX = 100',
    project: 'embroidery',
    tests: [PES_TEST],
  },
  {
    module: 'pes-pec',
    name: 'header thread colours written B, G, R',
    file: 'packages/embroidery/src/pes.ts',
    find: 'w.bytes([thread.r, thread.g, thread.b])',
    replace: 'w.bytes([thread.b, thread.g, thread.r])',
    project: 'embroidery',
    tests: [PES_TEST],
  },
  {
    module: 'pes-pec',
    name: 'addendum colours written B, G, R',
    file: 'packages/embroidery/src/pes.ts',
    find: 'for (const t of pattern.threads) w.bytes([t.r, t.g, t.b])',
    replace: 'for (const t of pattern.threads) w.bytes([t.b, t.g, t.r])',
    project: 'embroidery',
    tests: [PES_TEST],
  },
  {
    module: 'pes-pec',
    name: 'CEmbOne translation off centre',
    file: 'packages/embroidery/src/pes.ts',
    find: '350 + 650 - width / 2',
    replace: '350 + 650 + width / 2',
    project: 'embroidery',
    tests: [PES_TEST],
  },
  {
    module: 'pes-pec',
    name: 'body stitches relative to the top edge',
    file: 'packages/embroidery/src/pes.ts',
    find: 'w.s16(py - bounds.maxY)',
    replace: 'w.s16(py - bounds.minY)',
    project: 'embroidery',
    tests: [PES_TEST],
  },

  // Placement limits: inside the product's region, size and scale within bounds.
  {
    module: 'placement',
    name: 'a design may stick out of the region on the left',
    file: 'packages/contracts/src/shop.ts',
    find: 'rect.left >= region.x_min - slack &&',
    replace: 'true &&',
    project: 'contracts',
    tests: ['src/shop.test.ts'],
  },
  {
    module: 'placement',
    name: 'scale 2 allowed for designs over 32 cells',
    file: 'packages/contracts/src/shop.ts',
    find: 'design.rows <= SCALE_TWO_MAX_CELLS && design.columns <= SCALE_TWO_MAX_CELLS',
    replace: 'design.rows <= SCALE_TWO_MAX_CELLS + 1 && design.columns <= SCALE_TWO_MAX_CELLS + 1',
    project: 'contracts',
    tests: ['src/shop.test.ts'],
  },
  {
    module: 'placement',
    name: 'the server accepts a design larger than the region',
    file: `${shop}/shop.service.ts`,
    find: 'if (size.width > region.x_max - region.x_min + slack || size.height > region.y_max - region.y_min + slack) {',
    replace: 'if (false) {',
    project: 'server',
    tests: ['src/modules/shop/shop.test.ts'],
  },
]
