import type { FastifyRequest } from 'fastify'
import { AppError } from './errors.ts'

/** A file part as it arrived: its bytes and the type the client declared. */
export interface UploadedFile {
  bytes: Buffer
  mimetype: string
}

/** Text fields and files of one multipart form; only the names the caller asked for are kept. */
export interface MultipartForm {
  fields: Record<string, string>
  files: Record<string, UploadedFile>
}

export interface MultipartOptions {
  /** Text fields to keep; others are read and dropped. */
  fields?: ReadonlySet<string>
  /** File fields to keep; other files are read and dropped. */
  files: ReadonlySet<string>
  limits: { fileSize: number; files: number; fields?: number; fieldSize?: number }
  /** A kept file the caller refuses by its declared type (e.g. not an image): the error to throw, or nothing. */
  rejectFile?: (fieldname: string, mimetype: string) => Error | undefined
  /** The 4xx errors to throw for each way the form can be wrong. */
  errors: {
    fileTooLarge: (fieldname: string) => Error
    tooManyParts: () => Error
    unreadable: () => Error
  }
}

const TOO_MANY_PARTS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT'])

/**
 * Reads a whole multipart form within limits. Every failure (too large, too many parts, a truncated body)
 * becomes one of the caller's own 4xx errors, never a 500. Empty files count as not sent.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: MultipartOptions,
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {} }
  let current = ''
  let rejected: Error | undefined
  try {
    for await (const part of request.parts({ limits: options.limits })) {
      current = part.fieldname
      if (part.type === 'file') {
        if (!options.files.has(part.fieldname)) {
          await part.toBuffer()
          continue
        }
        rejected = options.rejectFile?.(part.fieldname, part.mimetype)
        if (rejected) {
          await part.toBuffer().catch(() => undefined)
          throw rejected
        }
        const bytes = await part.toBuffer()
        if (bytes.length > 0) form.files[part.fieldname] = { bytes, mimetype: part.mimetype }
      } else if (options.fields?.has(part.fieldname) && typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value
      }
    }
  } catch (error) {
    if (rejected && error === rejected) throw error
    // Our own 4xx errors (a NUL character in a field, found by the input guard) keep their message.
    if (error instanceof AppError) throw error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw options.errors.fileTooLarge(current)
    if (code !== undefined && TOO_MANY_PARTS.has(code)) throw options.errors.tooManyParts()
    throw options.errors.unreadable()
  }
  return form
}
