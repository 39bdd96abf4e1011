// Thread entry (see threads/thread-pool.ts): generates embroidery files off the server's event loop.
import { serveTasks } from '../../threads/serve-tasks.ts'
import { generateEmbroideryFile } from './generate.ts'

// The file's and the preview's bytes move to the main thread instead of being copied.
serveTasks(generateEmbroideryFile, (result) =>
  result.previewPng
    ? [result.bytes.buffer as ArrayBuffer, result.previewPng.buffer as ArrayBuffer]
    : [result.bytes.buffer as ArrayBuffer],
)
