// Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown) against the production build served by the
// real server with a fresh embedded database, for the pages a visitor meets first. Prints one table row a page:
// the four category scores and FCP, LCP, TBT, CLS. Goal: performance >= 90, the other three 100.
// Needs `npm run build` first. Run: npx tsx bench/lighthouse.bench.ts [--runs N]  (median of N runs, default 1)
// Figures depend on the machine's load: TBT and LCP are simulated from measured CPU time.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { DIST } from './lib/serve-dist.ts'

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'
const PORT = Number(process.env['LIGHTHOUSE_PORT'] ?? 8765)
const BASE = `http://127.0.0.1:${PORT}`
const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1])) : 1
/** `--details` also lists the failing audits of the accessibility, best-practices and SEO categories and
 * writes each page's first report to the temporary directory. */
const DETAILS = process.argv.includes('--details')
/** `--only /editor,/discover` audits just those pages (`product` stands for the product page). */
const onlyArg = process.argv.indexOf('--only')
const ONLY = onlyArg > 0 ? (process.argv[onlyArg + 1] ?? '').split(',') : null

async function waitForServer(timeoutMs: number) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/api/health/`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not start')
}

async function productPage(): Promise<string> {
  const designs = (await (await fetch(`${BASE}/api/pixel-art/homepage/`)).json()) as
    { results?: { uuid: string }[] } | { uuid: string }[]
  const list = Array.isArray(designs) ? designs : (designs.results ?? [])
  const first = list[0]
  if (!first) throw new Error('no seeded design to show on a product page')
  return `/apparel/${first.uuid}`
}

interface Row {
  page: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

/** The median of the runs that measured something (a run can miss a metric, e.g. no LCP candidate). */
const median = (values: number[]) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b)
  return measured[Math.floor(measured.length / 2)] ?? NaN
}

async function audit(port: number, path: string): Promise<Row> {
  const rows: Row[] = []
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(`${BASE}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`no Lighthouse result for ${path}`)
    const { categories, audits } = result.lhr
    if (DETAILS && run === 0) {
      const report = join(tmpdir(), `lighthouse${path.replace(/\W+/g, '-')}.json`)
      writeFileSync(report, JSON.stringify(result.lhr))
      console.log(`${path}: full report in ${report}`)
      for (const id of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of categories[id]?.auditRefs ?? []) {
          const found = audits[ref.id]
          if (ref.weight > 0 && found && found.score !== null && found.score < 1) {
            console.log(`${path} ${id}: ${found.id} — ${found.title}`)
          }
        }
      }
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const value = (id: string) => audits[id]?.numericValue ?? NaN
    rows.push({
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    })
  }
  const pick = (key: keyof Omit<Row, 'page'>) => median(rows.map((row) => row[key]))
  return {
    page: path,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
  }
}

if (!existsSync(join(DIST, 'index.html'))) {
  console.log('lighthouse: skipped, run `npm run build` first')
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'threadbit-lighthouse-'))
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SECRET_KEY: 'lighthouse-bench-secret-key-0123456789',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    await waitForServer(120_000)
    const all = ['/', '/discover', '/editor', '/popular', await productPage()]
    const pages = ONLY
      ? all.filter((path) => ONLY.includes(path.startsWith('/apparel/') ? 'product' : path))
      : all
    // One unmeasured visit per page first, so the server's first-request work (garment pictures) is done.
    for (const path of pages) await fetch(`${BASE}${path}`)
    const rows: Row[] = []
    for (const path of pages) rows.push(await audit(chrome.port, path))
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
    console.log(`Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile preset, production build`)
    console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |')
    console.log('|---|---|---|---|---|---|---|---|---|')
    for (const r of rows) {
      console.log(
        `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(2)} |`,
      )
    }
  } finally {
    chrome.kill()
    server.kill('SIGTERM')
  }
}
