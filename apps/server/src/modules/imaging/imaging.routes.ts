import { UPLOAD_LIMIT_BYTES } from '@threadbit/contracts'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../http/errors.ts'
import { ImageRejected, type ImageRecovery } from './recover-image.ts'

const TOO_BIG = 'This image is too big, please use an image less than 10MB'

/** POST /api/recover-native-image/: multipart `file` -> `{image_data}`; 400 with `detail` for anything else. */
export function registerImagingRoutes(app: FastifyInstance, deps: { recover: ImageRecovery }) {
  app.post('/api/recover-native-image/', async (request) => {
    if (!request.isMultipart())
      throw new AppError(400, 'Send the image as a multipart form field named "file".')
    let bytes: Buffer | undefined
    try {
      for await (const part of request.parts({ limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1 } })) {
        if (part.type !== 'file') continue
        const content = await part.toBuffer()
        if (part.fieldname !== 'file') continue
        if (!part.mimetype.startsWith('image/')) throw new AppError(400, 'Only image files can be imported.')
        bytes = content
      }
    } catch (error) {
      if (error instanceof AppError) throw error
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(400, TOO_BIG)
      throw new AppError(400, 'The form could not be read.')
    }
    if (!bytes?.length) throw new AppError(400, 'No file was sent.')
    try {
      return { image_data: await deps.recover(bytes) }
    } catch (error) {
      if (error instanceof ImageRejected) throw new AppError(400, error.message)
      throw error
    }
  })
}
