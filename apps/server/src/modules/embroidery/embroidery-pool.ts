import { createThreadPool } from '../../threads/thread-pool.ts'
import { generateEmbroideryFile, type GenerateInput, type GenerateOutput } from './generate.ts'

export interface GenerateResult extends GenerateOutput {
  /** Thread that generated the file (the main thread's id only when the pool fell back to running inline). */
  threadId: number
}

export interface EmbroideryRunner {
  run(input: GenerateInput): Promise<GenerateResult>
  close(): Promise<void>
}

/** Embroidery files are generated on worker threads, so a 128×128 design never stalls other requests. */
export function createEmbroideryPool(
  options: { size?: number; warn?: (message: string, error: unknown) => void } = {},
): EmbroideryRunner {
  const pool = createThreadPool<GenerateInput, GenerateOutput>({
    name: 'Embroidery',
    entryUrl: new URL('./embroidery.thread.ts', import.meta.url),
    runInline: generateEmbroideryFile,
    ...options,
  })
  return {
    async run(input) {
      const { value, threadId } = await pool.run(input)
      return { ...value, threadId }
    },
    close: () => pool.close(),
  }
}
