/**
 * The fake AI provider for the Playwright run: the server tests' fake (SD web UI and OpenAI protocols on
 * 127.0.0.1, answering with an upscaled pixel-art sprite) behind a small front on a fixed port, so the app
 * server can be started with AI_PROVIDER=sdwebui SDWEBUI_URL=http://127.0.0.1:<port>.
 *
 * The front answers like an overloaded provider (HTTP 500) when the request's prompt contains FAIL_MARKER,
 * so that a spec can make one job fail without changing the provider for the other specs sharing the run.
 */
import { createServer, request, type IncomingMessage } from 'node:http'

interface FakeAi {
  url: string
  close(): Promise<void>
}

/** A prompt containing this makes the provider fail (e2e/import-and-ai.spec.ts uses it for a FAILED job). */
const FAIL_MARKER = 'FAIL'

// Loaded by path at run time: type-checking the server's sources under the e2e (DOM) settings is the
// server project's business, not this script's.
const FAKE_AI_MODULE = '../apps/server/src/testing/fake-ai.ts'

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** The prompt of an SD web UI or OpenAI request: JSON `prompt`, or a multipart `prompt` field (edits). */
function promptOf(body: Buffer, contentType: string): string {
  if (contentType.includes('application/json')) {
    try {
      const parsed = JSON.parse(body.toString('utf8')) as { prompt?: unknown }
      return typeof parsed.prompt === 'string' ? parsed.prompt : ''
    } catch {
      return ''
    }
  }
  const match = /name="prompt"\r\n\r\n([^\r]*)/.exec(body.toString('latin1'))
  return match?.[1] ?? ''
}

const { startFakeAi } = (await import(FAKE_AI_MODULE)) as {
  startFakeAi(options: { port: number }): Promise<FakeAi>
}
const fake = await startFakeAi({ port: 0 })
const backend = new URL(fake.url)
const front = createServer((req, res) => {
  void (async () => {
    const body = await readBody(req)
    if (promptOf(body, req.headers['content-type'] ?? '').includes(FAIL_MARKER)) {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { message: 'model overloaded' } }))
      return
    }
    const forward = request(
      {
        host: backend.hostname,
        port: backend.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, 'content-length': String(body.length) },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => {
      res.writeHead(502)
      res.end()
    })
    forward.end(body)
  })()
})
const port = Number(process.env['FAKE_AI_PORT'] ?? 8124)
await new Promise<void>((resolve) => front.listen(port, '127.0.0.1', resolve))
process.stderr.write(`fake AI provider on http://127.0.0.1:${port} (prompts with ${FAIL_MARKER} fail)\n`)

const stop = () => {
  front.closeAllConnections()
  front.close()
  void fake.close().then(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

export {}
