import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { openConfiguredDatabase } from '../db/configured-database.ts'

/**
 * `npm run worker`: a process that only runs background jobs, for deployments where web nodes run with
 * WORKER=off. It builds the same app (for its collaborators) but never listens for HTTP.
 */
const config = loadConfig()
const database = await openConfiguredDatabase(config)
const app = await buildApp({ config, database })
app.addHook('onClose', async () => database.close())
if (!app.generationWorker) {
  console.error('No AI provider is configured (AI_PROVIDER); there is nothing for a worker to do.')
  await app.close()
  process.exit(1)
}
app.generationWorker.start()
app.log.info('worker started')
const stop = async () => {
  await app.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
