// Worker-thread entry: generates embroidery files off the server's event loop.
import { serveTasks } from '../../workers/serve-tasks.ts'
import { generateEmbroideryFile } from './generate.ts'

serveTasks(generateEmbroideryFile, (result) => [result.bytes.buffer as ArrayBuffer])
