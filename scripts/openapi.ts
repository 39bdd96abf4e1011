/**
 * `npm run openapi`: rewrites docs/openapi.json from the routes' own schemas (the server's development
 * /api/docs/openapi.json, without starting a server). A test fails when the checked-in copy drifts.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { openDatabase } from '../apps/server/src/db/client.ts'
import { openApiDocument } from '../apps/server/src/http/openapi.ts'
import { createTestApp } from '../apps/server/src/testing/test-app.ts'

const database = await openDatabase({})
await database.migrate()
const app = await createTestApp(database)
const target = path.join(import.meta.dirname, '..', 'docs', 'openapi.json')
writeFileSync(target, `${JSON.stringify(openApiDocument(app.registeredRoutes), null, 2)}\n`)
await app.close()
await database.close()
console.log(`wrote ${path.relative(process.cwd(), target)}`)
