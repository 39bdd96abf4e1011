// Thread entry (see threads/thread-pool.ts): recovers native pixel art off the server's event loop.
import { serveTasks } from '../../threads/serve-tasks.ts'
import { recoverTask } from './recover-image.ts'

serveTasks(recoverTask, (output) => [output.image.data.buffer as ArrayBuffer])
