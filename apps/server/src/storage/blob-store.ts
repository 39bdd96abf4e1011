import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

export interface Blob {
  bytes: Buffer
  contentType: string
}

/** Where files (product images, uploads) live. A folder by default; the interface is all the app relies on. */
export interface BlobStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  get(key: string): Promise<Blob | null>
  /** Removes a blob; a key that holds nothing is not an error. */
  delete(key: string): Promise<void>
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]{0,200}$/

/** Keys are plain relative paths; anything that could climb out of the folder is refused. */
export function isValidBlobKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((part) => part === '' || part === '.' || part === '..')
}

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
}

export function createFsBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => {
    if (!isValidBlobKey(key)) throw new Error(`invalid blob key ${key}`)
    return path.join(root, key)
  }
  return {
    async put(key, bytes) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`
      await writeFile(temp, bytes)
      await rename(temp, file)
    },
    async get(key) {
      if (!isValidBlobKey(key)) return null
      try {
        const bytes = await readFile(fileOf(key))
        return { bytes, contentType: TYPES[path.extname(key)] ?? 'application/octet-stream' }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true })
    },
  }
}
