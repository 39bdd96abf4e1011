import type { BlobStoreConfig } from '../config.ts'
import { createFsBlobStore, type BlobStore } from './blob-store.ts'
import { createS3BlobStore } from './s3-blob-store.ts'

/** The blob store the configuration asks for: a folder (default) or an S3-compatible bucket. */
export function createConfiguredBlobStore(config: BlobStoreConfig): BlobStore {
  return config.kind === 's3' ? createS3BlobStore(config) : createFsBlobStore(config.root)
}
