/**
 * The fake AI provider for the Playwright run: the server tests' fake (SD web UI and OpenAI protocols on
 * 127.0.0.1, answering with an upscaled pixel-art sprite) on a fixed port, so the app server can be started
 * with AI_PROVIDER=sdwebui SDWEBUI_URL=http://127.0.0.1:<port>.
 */
interface FakeAi {
  url: string
  close(): Promise<void>
}

// Loaded by path at run time: type-checking the server's sources under the e2e (DOM) settings is the
// server project's business, not this script's.
const FAKE_AI_MODULE = '../apps/server/src/testing/fake-ai.ts'
const { startFakeAi } = (await import(FAKE_AI_MODULE)) as {
  startFakeAi(options: { port: number }): Promise<FakeAi>
}

const fake = await startFakeAi({ port: Number(process.env['FAKE_AI_PORT'] ?? 8124) })
process.stderr.write(`fake AI provider on ${fake.url}\n`)

const stop = () => void fake.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

export {}
