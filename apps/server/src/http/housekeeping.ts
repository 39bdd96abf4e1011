import type { FastifyInstance } from 'fastify'

export interface HousekeepingTask {
  name: string
  run: () => Promise<unknown>
}

/** Ten minutes: expired sessions and rate-limit windows are harmless while they wait, only rows taking room. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000

/**
 * Runs clean-up tasks on a timer on every node (each task is an idempotent delete, so nodes need not agree who
 * runs it). `runNow` lets tests and operators run them at once. The timer never keeps the process alive.
 */
export function scheduleHousekeeping(
  app: FastifyInstance,
  tasks: HousekeepingTask[],
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
) {
  async function runNow() {
    for (const task of tasks) {
      try {
        await task.run()
      } catch (error) {
        app.log.warn({ err: error, task: task.name }, 'housekeeping task failed')
      }
    }
  }
  const timer = setInterval(() => void runNow(), intervalMs)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
  return { runNow }
}

export type Housekeeping = ReturnType<typeof scheduleHousekeeping>
