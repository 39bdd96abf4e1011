// Garment mockup render times (SVG → WebP, 1000 × 1000, as the shop serves them), against a baseline copy of
// the single-file seed/mockups.ts (before the scenes moved to catalog/mockups/) from git, run in the same process. The first colour of each product pays for the per-process
// caches (blur layers, grain tile); the others show the steady state.
// Run: npx tsx bench/mockups.bench.ts [baseline git rev; default: the mockups.ts from before bitmap filters]
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { SEED_PRODUCTS } from '../apps/server/src/modules/catalog/seed/catalog-data.ts'
import { renderMockup } from '../apps/server/src/modules/catalog/mockups/render-mockup.ts'

type Render = typeof renderMockup

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const seedDir = join(root, 'apps/server/src/modules/catalog/seed')
/** Where the mockups lived, in one file, up to the split into `catalog/mockups/`; baselines come from there. */
const mockupsPath = 'apps/server/src/modules/catalog/seed/mockups.ts'

/** The parent of the commit that introduced cached bitmap filters, or HEAD while that is not committed. */
function defaultBaseline(): string {
  const log = execFileSync(
    'git',
    ['log', '--reverse', '--format=%H', '-S', 'MOCKUP_RENDER_VERSION', '--', mockupsPath],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
  const introduced = log.trim().split('\n')[0]
  return introduced ? `${introduced}^` : 'HEAD'
}

const rev = process.argv[2] ?? defaultBaseline()

/** Writes mockups.ts at `rev` to a temp dir, its imports pointed back into the repo, and loads it. */
async function loadBaseline(): Promise<Render> {
  const source = execFileSync('git', ['show', `${rev}:${mockupsPath}`], {
    cwd: root,
    encoding: 'utf8',
  })
  const sharpPath = createRequire(join(root, 'package.json')).resolve('sharp')
  const patched = source
    .replace("from './catalog-data.ts'", `from '${pathToFileURL(join(seedDir, 'catalog-data.ts')).href}'`)
    .replace("from 'sharp'", `from '${pathToFileURL(sharpPath).href}'`)
  const dir = mkdtempSync(join(tmpdir(), 'mockups-baseline-'))
  const file = join(dir, 'mockups-baseline.mts')
  writeFileSync(file, patched)
  const mod = (await import(pathToFileURL(file).href)) as { renderMockup: Render }
  return mod.renderMockup
}

interface Sample {
  wall: number
  cpu: number
}

async function time(render: Render, slug: string, hex: string): Promise<Sample> {
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  await render(slug, hex, 'webp')
  const wall = performance.now() - t0
  const cpu = process.cpuUsage(cpu0)
  return { wall, cpu: (cpu.user + cpu.system) / 1000 }
}

async function run(render: Render): Promise<Map<string, Sample[]>> {
  const out = new Map<string, Sample[]>()
  for (const p of SEED_PRODUCTS) {
    const samples: Sample[] = []
    for (const c of p.colors) samples.push(await time(render, p.slug, c.hex_code))
    out.set(p.slug, samples)
  }
  return out
}

const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(8)
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

async function main() {
  const baseline = await loadBaseline()
  // Warm up sharp/librsvg once (through the baseline, so no cache of the current code) for a fair start.
  await baseline('iron-on-patch', '#FFFFFF', 'png')
  const before = await run(baseline)
  const after = await run(renderMockup)

  console.log(
    `mockup renders to WebP, one at a time; baseline = mockups.ts at ${rev}; CPU = process user+sys`,
  )
  console.log(
    `${'product'.padEnd(22)} ${'n'.padStart(2)}  ${'before cpu/img'.padStart(14)}  ${'after 1st'.padStart(10)}  ${'after rest'.padStart(10)}  ${'after cpu/img'.padStart(13)}`,
  )
  let totals = { beforeCpu: 0, beforeWall: 0, afterCpu: 0, afterWall: 0, n: 0, worstAfter: 0 }
  for (const p of SEED_PRODUCTS) {
    const b = before.get(p.slug) ?? []
    const a = after.get(p.slug) ?? []
    const rest = a.slice(1)
    const worst = Math.max(...a.map((s) => s.cpu))
    totals = {
      beforeCpu: totals.beforeCpu + sum(b.map((s) => s.cpu)),
      beforeWall: totals.beforeWall + sum(b.map((s) => s.wall)),
      afterCpu: totals.afterCpu + sum(a.map((s) => s.cpu)),
      afterWall: totals.afterWall + sum(a.map((s) => s.wall)),
      n: totals.n + a.length,
      worstAfter: Math.max(totals.worstAfter, worst),
    }
    console.log(
      `${p.slug.padEnd(22)} ${String(a.length).padStart(2)}  ${ms(sum(b.map((s) => s.cpu)) / b.length).padStart(14)}  ` +
        `${ms(a[0]?.cpu ?? 0).padStart(10)}  ${ms(rest.length ? sum(rest.map((s) => s.cpu)) / rest.length : 0).padStart(10)}  ` +
        `${ms(sum(a.map((s) => s.cpu)) / a.length).padStart(13)}`,
    )
  }
  console.log(
    `total ${totals.n} mockups: before ${ms(totals.beforeCpu)} CPU (${ms(totals.beforeWall)} wall), ` +
      `after ${ms(totals.afterCpu)} CPU (${ms(totals.afterWall)} wall), ` +
      `${(totals.beforeCpu / totals.afterCpu).toFixed(1)}x less CPU; slowest after ${ms(totals.worstAfter)} CPU`,
  )
}

await main()
