// Worker-thread entry: recovers native pixel art off the server's event loop.
import { serveTasks } from '../../workers/serve-tasks.ts'
import { recoverTask } from './recover-image.ts'

serveTasks(recoverTask, (image) => [image.data.buffer as ArrayBuffer])
