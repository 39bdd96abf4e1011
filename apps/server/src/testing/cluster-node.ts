import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'

/**
 * One web node for the cluster test, as main.ts starts it but on a port the OS picks (printed as
 * `listening <port>`), and without seeding or drawing product images: the test migrates its database itself.
 */
const config = loadConfig()
const database = await openDatabase({ url: config.databaseUrl, poolSize: 4 })
const app = await buildApp({ config, database })
app.addHook('onClose', async () => database.close())
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`)
if (config.workerEnabled) app.generationWorker?.start()
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
