import { uniqueUser } from '../testing/test-app.ts'
import { all, signedIn, ownerAndStaff, given, png, PASSWORD, type Row } from './access.ts'

/** Who may call what: the site, accounts, designs and their embroidery files. */
export const SITE_ACCOUNT_DESIGN_ROWS: Row[] = [
  { route: 'GET /api/health/', cases: [{ expect: all(200) }] },
  { route: 'GET /robots.txt', cases: [{ expect: all(200) }] },
  // The API description is public (served only outside production).
  { route: 'GET /api/docs/', cases: [{ expect: all(200) }] },
  { route: 'GET /api/docs/openapi.json', cases: [{ expect: all(200) }] },
  { route: 'GET /sitemap.xml', cases: [{ expect: all(200) }] },
  {
    route: 'POST /api/auth/registration/',
    changesSession: true,
    cases: [
      {
        body: () => {
          const u = uniqueUser('r')
          return { username: u.username, email: u.email, password1: u.password, password2: u.password }
        },
        expect: all(201),
      },
    ],
  },
  {
    route: 'POST /api/auth/login/',
    changesSession: true,
    cases: [{ body: () => ({ username: given.login.username, password: PASSWORD }), expect: all(200) }],
  },
  { route: 'POST /api/auth/logout/', changesSession: true, cases: [{ expect: all(200) }] },
  {
    route: 'POST /api/auth/google/',
    cases: [{ what: 'not configured here', body: () => ({ credential: 'x' }), expect: all(503) }],
  },
  { route: 'GET /api/auth/user/', cases: [{ expect: signedIn(200) }] },
  { route: 'GET /api/auth/session/', cases: [{ expect: all(200) }] },
  { route: 'PUT /api/auth/user/', cases: [{ body: () => ({ first_name: 'Ada' }), expect: signedIn(200) }] },
  { route: 'PATCH /api/auth/user/', cases: [{ body: () => ({ first_name: 'Ada' }), expect: signedIn(200) }] },
  {
    route: 'POST /api/auth/registration/verify-email/',
    cases: [{ what: 'an unknown key', body: () => ({ key: 'nope' }), expect: all(400) }],
  },
  {
    route: 'POST /api/auth/registration/resend-email/',
    cases: [{ body: () => ({ email: 'nobody@example.com' }), expect: all(200) }],
  },
  {
    route: 'POST /api/auth/password/change/',
    changesSession: true,
    cases: [
      {
        body: () => ({ old_password: PASSWORD, new_password1: PASSWORD, new_password2: PASSWORD }),
        expect: signedIn(200),
      },
    ],
  },
  {
    route: 'POST /api/auth/password/reset/',
    cases: [{ body: () => ({ email: 'nobody@example.com' }), expect: all(200) }],
  },
  {
    route: 'POST /api/auth/password/reset/confirm/',
    cases: [
      {
        what: 'an unknown token',
        body: () => ({ uid: 'x', token: 'y', new_password1: 'a new one 1', new_password2: 'a new one 1' }),
        expect: all(400),
      },
    ],
  },
  {
    route: 'GET /media/*',
    cases: [{ what: 'an unknown key', url: async () => '/media/no/such/file.png', expect: all(404) }],
  },
  { route: 'GET /api/products/', cases: [{ expect: all(200) }] },
  { route: 'GET /api/pixel-art/', cases: [{ expect: all(200) }] },
  { route: 'GET /api/pixel-art/my-art/', cases: [{ expect: signedIn(200) }] },
  { route: 'GET /api/pixel-art/homepage/', cases: [{ expect: all(200) }] },
  {
    route: 'POST /api/pixel-art/',
    cases: [{ body: () => ({ title: 'Mine', png_data: png }), expect: signedIn(201) }],
  },
  {
    route: 'GET /api/pixel-art/:uuid/',
    cases: [
      { what: 'public', url: async (f) => `/api/pixel-art/${await f.publicDesign()}/`, expect: all(200) },
      {
        what: 'private',
        url: async (f) => `/api/pixel-art/${await f.privateDesign()}/`,
        expect: ownerAndStaff(200),
      },
    ],
  },
  ...(['PUT', 'PATCH'] as const).map((method): Row => ({
    route: `${method} /api/pixel-art/:uuid/`,
    cases: [
      {
        what: 'public',
        url: async (f) => `/api/pixel-art/${await f.publicDesign()}/`,
        body: () => ({ title: 'Changed', png_data: png }),
        expect: { anonymous: 403, owner: 200, other: 403, staff: 403 },
      },
      {
        what: 'private',
        url: async (f) => `/api/pixel-art/${await f.privateDesign()}/`,
        body: () => ({ title: 'Changed', png_data: png }),
        expect: { anonymous: 403, owner: 200, other: 404, staff: 403 },
      },
    ],
  })),
  {
    route: 'DELETE /api/pixel-art/:uuid/',
    cases: [
      {
        what: 'public',
        url: async (f) => `/api/pixel-art/${await f.publicDesign()}/`,
        expect: { anonymous: 403, owner: 204, other: 403, staff: 403 },
      },
      {
        what: 'private',
        url: async (f) => `/api/pixel-art/${await f.privateDesign()}/`,
        expect: { anonymous: 403, owner: 204, other: 404, staff: 403 },
      },
    ],
  },
  ...(['render', 'render-large'] as const).map((variant): Row => ({
    route: `GET /api/pixel-art/:uuid/${variant}/`,
    cases: [
      {
        what: 'public',
        url: async (f) => `/api/pixel-art/${await f.publicDesign()}/${variant}/`,
        expect: all(200),
      },
      {
        what: 'private',
        url: async (f) => `/api/pixel-art/${await f.privateDesign()}/${variant}/`,
        expect: ownerAndStaff(200),
      },
    ],
  })),
  {
    route: 'GET /api/pixel-art/:uuid/embroidery-sheet/',
    cases: [
      {
        what: 'public',
        url: async (f) =>
          `/api/pixel-art/${await f.publicDesign()}/embroidery-sheet/?stitch_size=2.00&scale=1`,
        expect: signedIn(200),
      },
      {
        what: 'private',
        url: async (f) =>
          `/api/pixel-art/${await f.privateDesign()}/embroidery-sheet/?stitch_size=2.00&scale=1`,
        expect: { anonymous: 403, owner: 200, other: 404, staff: 200 },
      },
    ],
  },
  {
    route: 'POST /api/pixel-art/generate-embroidery-file/',
    cases: [
      {
        what: 'public',
        body: async (f) => ({ pixel_art_uuid: await f.publicDesign(), stitch_size: '2.00', scale: 1 }),
        expect: signedIn(200),
      },
      {
        what: 'private',
        body: async (f) => ({ pixel_art_uuid: await f.privateDesign(), stitch_size: '2.00', scale: 1 }),
        expect: { anonymous: 403, owner: 200, other: 404, staff: 200 },
      },
    ],
  },
]
