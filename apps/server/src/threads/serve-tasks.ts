import { parentPort, threadId } from 'node:worker_threads'

/** Worker-thread side of `createThreadPool`: answers each posted task with `task(input)`. */
export function serveTasks<I, O>(task: (input: I) => O, transfer: (output: O) => ArrayBuffer[] = () => []) {
  parentPort?.on('message', (job: { id: number; input: I }) => {
    try {
      const value = task(job.input)
      parentPort?.postMessage({ id: job.id, ok: true, value, threadId }, transfer(value))
    } catch (error) {
      parentPort?.postMessage({
        id: job.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
        name: error instanceof Error ? error.name : 'Error',
      })
    }
  })
}
