import { AwsClient } from 'aws4fetch'
import { isValidBlobKey, type BlobStore } from './blob-store.ts'

export interface S3Settings {
  /** e.g. https://s3.eu-west-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 */
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Optional folder inside the bucket, so one bucket can serve several deployments. */
  prefix: string
  timeoutMs: number
}

export class BlobStoreError extends Error {
  override name = 'BlobStoreError'
}

/**
 * Blobs in any S3-compatible store (AWS S3, R2, MinIO, …), addressed path-style
 * (`{endpoint}/{bucket}/{key}`), which every S3-compatible service accepts. Requests are signed with
 * SigV4 by aws4fetch, a small fetch-based signer, rather than by the full AWS SDK.
 */
export function createS3BlobStore(settings: S3Settings): BlobStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 2,
  })
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`
  const prefix = settings.prefix.replace(/^\/+|\/+$/g, '')

  const urlOf = (key: string) => {
    if (!isValidBlobKey(key)) throw new BlobStoreError(`invalid blob key ${key}`)
    const fullKey = prefix ? `${prefix}/${key}` : key
    return `${base}/${fullKey.split('/').map(encodeURIComponent).join('/')}`
  }

  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'Content-Type': contentType, 'Content-Length': String(bytes.length) },
        signal: AbortSignal.timeout(settings.timeoutMs),
      })
      if (!response.ok) {
        throw new BlobStoreError(`S3 PUT ${key} answered ${response.status}: ${await safeText(response)}`)
      }
      await response.body?.cancel()
    },
    async get(key) {
      if (!isValidBlobKey(key)) return null
      const response = await client.fetch(urlOf(key), { signal: AbortSignal.timeout(settings.timeoutMs) })
      if (response.status === 404) {
        await response.body?.cancel()
        return null
      }
      if (!response.ok) {
        throw new BlobStoreError(`S3 GET ${key} answered ${response.status}: ${await safeText(response)}`)
      }
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      }
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), {
        method: 'DELETE',
        signal: AbortSignal.timeout(settings.timeoutMs),
      })
      // S3 answers 204 whether or not the key existed; some compatible stores answer 404 for a missing one.
      if (!response.ok && response.status !== 404) {
        throw new BlobStoreError(`S3 DELETE ${key} answered ${response.status}: ${await safeText(response)}`)
      }
      await response.body?.cancel()
    },
  }
}

async function safeText(response: Response): Promise<string> {
  try {
    return (await response.text()).slice(0, 300)
  } catch {
    return ''
  }
}
