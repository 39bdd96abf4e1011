import { UPLOAD_LIMIT_BYTES } from '@threadbit/contracts'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../http/errors.ts'
import { readMultipart } from '../../http/multipart.ts'
import { ImageRejected, type ImageRecovery } from './recover-image.ts'

const TOO_BIG = 'This image is too big, please use an image less than 10MB'

/** Most cells a user may ask for per axis: the editor's largest grid. */
const MAX_CELLS = 128

/**
 * POST /api/recover-native-image/: multipart `file` (and optional `cells_x`/`cells_y`, the cell counts to
 * fit when the automatic grid was wrong) -> `{image_data, input, grid}`; 400 with `detail` otherwise.
 */
export function registerImagingRoutes(app: FastifyInstance, deps: { recover: ImageRecovery }) {
  app.post('/api/recover-native-image/', async (request) => {
    if (!request.isMultipart())
      throw new AppError(400, 'Send the image as a multipart form field named "file".')
    const form = await readMultipart(request, {
      files: new Set(['file']),
      fields: new Set(['cells_x', 'cells_y']),
      limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1 },
      rejectFile: (_field, mimetype) =>
        mimetype.startsWith('image/') ? undefined : new AppError(400, 'Only image files can be imported.'),
      errors: {
        fileTooLarge: () => new AppError(400, TOO_BIG),
        tooManyParts: () => new AppError(400, 'The form could not be read.'),
        unreadable: () => new AppError(400, 'The form could not be read.'),
      },
    })
    const bytes = form.files['file']?.bytes
    if (!bytes?.length) throw new AppError(400, 'No file was sent.')
    const cells = {
      x: cellCount(form.fields['cells_x'], 'cells_x'),
      y: cellCount(form.fields['cells_y'], 'cells_y'),
    }
    try {
      return await deps.recover(bytes, request.ip, cells.x || cells.y ? pruned(cells) : undefined)
    } catch (error) {
      if (error instanceof ImageRejected) throw new AppError(400, error.message)
      throw error
    }
  })
}

function cellCount(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > MAX_CELLS) {
    throw new AppError(400, `${name} must be a whole number of cells from 1 to ${MAX_CELLS}.`)
  }
  return n
}

function pruned(cells: { x: number | undefined; y: number | undefined }): { x?: number; y?: number } {
  return { ...(cells.x ? { x: cells.x } : {}), ...(cells.y ? { y: cells.y } : {}) }
}
