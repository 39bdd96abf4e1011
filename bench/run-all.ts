// Runs every bench/*.bench.ts in turn (`npm run bench`). Each bench prints its own figures when imported.
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const benches = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort()

for (const name of benches) {
  console.log(`\n# ${name}`)
  await import(pathToFileURL(join(here, name)).href)
}
