import { all, cartItem, elsewhere, form, given, ownerAndStaff, ownerOnly, type Row } from './access.ts'

/** Who may call what: designs on products, orders, reviews, image recovery and AI requests. */
export const SHOP_AI_ROWS: Row[] = [
  {
    route: 'POST /api/pixel-art-products/',
    cases: [
      {
        what: 'public',
        body: async (f) => ({
          art_uuid: await f.publicDesign(),
          product_color_id: given.tee.colorId,
          ...elsewhere,
        }),
        expect: all(201),
      },
      {
        what: 'private',
        body: async (f) => ({
          art_uuid: await f.privateDesign(),
          product_color_id: given.tee.colorId,
          ...elsewhere,
        }),
        expect: ownerAndStaff(201),
      },
    ],
  },
  { route: 'GET /api/pixel-art-products/', cases: [{ expect: all(200) }] },
  { route: 'GET /api/pixel-art-products/homepage/', cases: [{ expect: all(200) }] },
  ...(['', 'render/'] as const).map((tail): Row => ({
    route: `GET /api/pixel-art-products/:uuid/${tail}`,
    cases: [
      {
        what: 'of a public design',
        url: async (f) => `/api/pixel-art-products/${await f.publicProduct()}/${tail}`,
        expect: all(200),
      },
      {
        what: 'of a private design',
        url: async (f) => `/api/pixel-art-products/${await f.privateProduct()}/${tail}`,
        expect: ownerAndStaff(200),
      },
    ],
  })),
  {
    route: 'POST /api/orders/checkout/',
    cases: [
      {
        what: 'a public design',
        body: async (f) => ({
          email: 'buyer@example.com',
          name: 'Buyer',
          items: [cartItem(await f.publicDesign())],
        }),
        expect: all(201),
      },
      {
        what: 'a private design',
        body: async (f) => ({
          email: 'buyer@example.com',
          name: 'Buyer',
          items: [cartItem(await f.privateDesign())],
        }),
        expect: { anonymous: 400, owner: 201, other: 400, staff: 201 },
      },
    ],
  },
  {
    route: 'GET /api/rest/snipcart/products/:skuId/',
    cases: [{ url: async () => `/api/rest/snipcart/products/${given.tee.skuId}/`, expect: all(200) }],
  },
  {
    route: 'POST /api/orders/snipcart-webhook/',
    csrf: 'exempt',
    cases: [
      { what: 'without its request token', body: () => ({ eventName: 'order.completed' }), expect: all(404) },
    ],
  },
  {
    route: 'GET /api/submit-review/:uuid/',
    cases: [
      {
        what: 'the link from the mail',
        url: async (f) => `/api/submit-review/${(await f.order()).uuid}/`,
        expect: all(200),
      },
    ],
  },
  {
    route: 'POST /api/submit-review/:uuid/',
    cases: [
      {
        what: 'the link from the mail',
        url: async (f) => `/api/submit-review/${(await f.order()).uuid}/`,
        body: async (f) =>
          form({ pixel_art_product_uuid: (await f.order()).item, stars: '5', comment: 'Lovely' }),
        expect: all(201),
      },
    ],
  },
  { route: 'GET /api/reviews/', cases: [{ expect: all(200) }] },
  {
    route: 'POST /api/recover-native-image/',
    cases: [{ body: () => form({ file: given.sprite }), expect: all(200) }],
  },
  {
    route: 'POST /api/image-generation/',
    cases: [{ body: () => form({ prompt: 'a tiny sun' }), expect: all(201) }],
  },
  { route: 'GET /api/image-generation/', cases: [{ expect: all(200) }] },
  { route: 'GET /api/image-generation/pending/', cases: [{ expect: all(200) }] },
  { route: 'GET /api/image-generation-quota/', cases: [{ expect: all(200) }] },
  {
    route: 'GET /api/image-generation/:id/',
    cases: [{ url: async (f) => `/api/image-generation/${await f.aiRequest()}/`, expect: ownerOnly(200) }],
  },
  {
    route: 'GET /api/image-generation/:id/status/',
    cases: [
      { url: async (f) => `/api/image-generation/${await f.aiRequest()}/status/`, expect: ownerOnly(200) },
    ],
  },
  {
    route: 'DELETE /api/image-generation/:id/',
    cases: [{ url: async (f) => `/api/image-generation/${await f.aiRequest()}/`, expect: ownerOnly(204) }],
  },
  ...(['PUT', 'PATCH'] as const).map((method): Row => ({
    route: `${method} /api/image-generation/:id/`,
    cases: [
      {
        what: 'nobody may rewrite a request (405), and only its owner learns that it exists',
        url: async (f) => `/api/image-generation/${await f.aiRequest()}/`,
        body: () => ({ prompt: 'rewritten' }),
        expect: ownerOnly(405),
      },
    ],
  })),
]
