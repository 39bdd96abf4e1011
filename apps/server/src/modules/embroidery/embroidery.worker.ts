// Worker-thread entry: generates embroidery files off the server's event loop.
import { parentPort, threadId } from 'node:worker_threads'
import { generateEmbroideryFile, type GenerateInput } from './generate.ts'

parentPort?.on('message', (job: { id: number; input: GenerateInput }) => {
  try {
    const result = generateEmbroideryFile(job.input)
    parentPort?.postMessage({ id: job.id, ok: true, result, threadId }, [result.bytes.buffer as ArrayBuffer])
  } catch (error) {
    parentPort?.postMessage({
      id: job.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    })
  }
})
