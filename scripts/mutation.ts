/**
 * Mutation check: applies each named mutation of scripts/mutations.ts on its own, runs only the tests named for
 * it, and restores the file. A mutation the tests do not fail on "survived". Prints the score per module and
 * exits non-zero when anything survived or could not run.
 *
 *   npm run test:mutation                    # all of them (PostgreSQL ones need TEST_DATABASE_URL)
 *   npm run test:mutation -- lease csrf      # only those whose module or name contains one of the words
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { MUTATIONS, type Mutation } from './mutations.ts'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const projectRoots = {
  server: 'apps/server',
  embroidery: 'packages/embroidery',
  contracts: 'packages/contracts',
  pixelart: 'packages/pixelart',
} as const
const postgresUrl = process.env['TEST_DATABASE_URL']
const filters = process.argv.slice(2).map((word) => word.toLowerCase())
const chosen = MUTATIONS.filter(
  (m) => filters.length === 0 || filters.some((f) => `${m.module} ${m.name}`.toLowerCase().includes(f)),
)

const say = (line: string) => process.stdout.write(`${line}\n`)

let running: ChildProcess | null = null
let restoreOnSignal: (() => void) | null = null
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // Put the source back before leaving, whatever was running.
    running?.kill('SIGTERM')
    restoreOnSignal?.()
    process.exit(130)
  })
}

function runTests(m: Pick<Mutation, 'project' | 'tests' | 'testName' | 'postgres'>): Promise<boolean> {
  const args = [
    'vitest',
    'run',
    '--project',
    m.project,
    ...m.tests.map((t) => path.join(projectRoots[m.project], t)),
  ]
  if (m.testName) args.push('-t', m.testName)
  const env = { ...process.env }
  // Only the PostgreSQL mutations use the database URL; the rest run on PGlite as a plain `npm test` does.
  if (!m.postgres) delete env['TEST_DATABASE_URL']
  return new Promise((resolve) => {
    const child = spawn('npx', args, { cwd: root, env, stdio: 'ignore' })
    running = child
    child.on('exit', (code) => {
      running = null
      resolve(code === 0)
    })
  })
}

/** Swaps the text in, runs, and always puts the original back (also on Ctrl-C). */
async function applied<T>(m: Mutation, run: () => Promise<T>): Promise<T> {
  const file = path.join(root, m.file)
  const original = readFileSync(file, 'utf8')
  const count = original.split(m.find).length - 1
  if (count !== 1) throw new Error(`"${m.name}": the text to replace occurs ${count} times in ${m.file}`)
  restoreOnSignal = () => writeFileSync(file, original)
  try {
    writeFileSync(
      file,
      original.replace(m.find, () => m.replace),
    )
    return await run()
  } finally {
    writeFileSync(file, original)
    restoreOnSignal = null
  }
}

type Outcome = 'caught' | 'SURVIVED' | 'not run (needs TEST_DATABASE_URL)' | 'broken'
const outcomes: { m: Mutation; outcome: Outcome; detail?: string }[] = []

// The unmutated tests must pass first, or "caught" would mean nothing.
const baselines = new Map<string, boolean>()
for (const m of chosen) {
  if (m.postgres && !postgresUrl) {
    outcomes.push({ m, outcome: 'not run (needs TEST_DATABASE_URL)' })
    continue
  }
  const key = JSON.stringify([m.project, m.tests, m.testName, Boolean(m.postgres)])
  if (!baselines.has(key)) {
    say(
      `baseline: ${m.tests.join(' ')}${m.testName ? ` -t "${m.testName}"` : ''}${m.postgres ? ' (PostgreSQL)' : ''}`,
    )
    baselines.set(key, await runTests(m))
  }
  if (!baselines.get(key)) {
    outcomes.push({ m, outcome: 'broken', detail: 'the tests fail without the mutation' })
    continue
  }
  try {
    const failed = !(await applied(m, () => runTests(m)))
    outcomes.push({ m, outcome: failed ? 'caught' : 'SURVIVED' })
  } catch (error) {
    outcomes.push({ m, outcome: 'broken', detail: (error as Error).message })
  }
  const last = outcomes[outcomes.length - 1]
  if (last) say(`  ${last.outcome.padEnd(8)} ${m.module}: ${m.name}${last.detail ? ` (${last.detail})` : ''}`)
}

say('\nscore per module (caught / mutations)')
const modules = [...new Set(chosen.map((m) => m.module))]
for (const module of modules) {
  const mine = outcomes.filter((o) => o.m.module === module)
  const caught = mine.filter((o) => o.outcome === 'caught').length
  say(`  ${module.padEnd(10)} ${caught}/${mine.length}`)
  for (const o of mine.filter((o) => o.outcome !== 'caught')) say(`    ${o.outcome}: ${o.m.name}`)
}
const caught = outcomes.filter((o) => o.outcome === 'caught').length
say(`  ${'total'.padEnd(10)} ${caught}/${outcomes.length}`)
process.exitCode = caught === outcomes.length ? 0 : 1
