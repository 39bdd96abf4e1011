import { all, staffOnly, type Row } from './access.ts'

/** Who may call what: the workshop (staff only) and reports. */
export const WORKSHOP_ROWS: Row[] = [
  { route: 'GET /api/workshop/summary/', cases: [{ expect: staffOnly(200) }] },
  { route: 'GET /api/workshop/orders/', cases: [{ expect: staffOnly(200) }] },
  {
    route: 'GET /api/workshop/orders/:uuid/',
    cases: [
      {
        what: 'an order a visitor placed',
        url: async (f) => `/api/workshop/orders/${(await f.order()).uuid}/`,
        expect: staffOnly(200),
      },
    ],
  },
  {
    route: 'POST /api/workshop/orders/:uuid/status/',
    cases: [
      {
        url: async (f) => `/api/workshop/orders/${(await f.order()).uuid}/status/`,
        body: () => ({ status: 'in_production' }),
        expect: staffOnly(200),
      },
    ],
  },
  {
    route: 'POST /api/workshop/orders/:uuid/lines/:lineId/status/',
    cases: [
      {
        url: async (f) =>
          `/api/workshop/orders/${(await f.order()).uuid}/lines/${await f.orderLine()}/status/`,
        body: () => ({ status: 'in_production' }),
        expect: staffOnly(200),
      },
    ],
  },
  {
    route: 'GET /api/workshop/orders/:uuid/lines/:lineId/pack/',
    cases: [
      {
        url: async (f) => `/api/workshop/orders/${(await f.order()).uuid}/lines/${await f.orderLine()}/pack/`,
        expect: staffOnly(200),
      },
    ],
  },
  {
    route: 'POST /api/workshop/packs/',
    cases: [{ body: async (f) => ({ line_ids: [await f.orderLine()] }), expect: staffOnly(200) }],
  },
  { route: 'GET /api/workshop/settings/', cases: [{ expect: staffOnly(200) }] },
  {
    route: 'PUT /api/workshop/settings/',
    cases: [{ body: () => ({ machine_format: 'pes' }), expect: staffOnly(200) }],
  },
  { route: 'GET /api/workshop/designs/', cases: [{ expect: staffOnly(200) }] },
  {
    route: 'POST /api/workshop/designs/:uuid/unpublish/',
    cases: [
      {
        what: 'the owner is the designer',
        url: async (f) => `/api/workshop/designs/${await f.publicDesign()}/unpublish/`,
        body: () => ({ reason: 'Spam' }),
        expect: staffOnly(200),
      },
    ],
  },
  { route: 'GET /api/workshop/reviews/', cases: [{ expect: staffOnly(200) }] },
  {
    route: 'POST /api/workshop/reviews/:id/hide/',
    cases: [
      {
        url: async (f) => `/api/workshop/reviews/${await f.publicReview()}/hide/`,
        body: () => ({ reason: 'Advertising' }),
        expect: staffOnly(200),
      },
    ],
  },
  { route: 'GET /api/workshop/reports/', cases: [{ expect: staffOnly(200) }] },
  { route: 'GET /api/workshop/audit-log/', cases: [{ expect: staffOnly(200) }] },
  {
    route: 'POST /api/reports/',
    cases: [
      {
        what: 'a public design',
        body: async (f) => ({ design_uuid: await f.publicDesign(), reason: 'spam' }),
        expect: all(201),
      },
      {
        what: 'a private design is not found',
        body: async (f) => ({ design_uuid: await f.privateDesign(), reason: 'spam' }),
        expect: all(404),
      },
    ],
  },
]
