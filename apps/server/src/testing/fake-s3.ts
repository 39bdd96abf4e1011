import { createHash, createHmac } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest()
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')

/**
 * A path-style S3 endpoint on 127.0.0.1 holding objects in memory. It checks each request's SigV4
 * signature the way S3 does (canonical request, string to sign, derived key), so a wrong secret, a
 * tampered body or an unsigned request is refused with 403 as the real service would.
 */
export async function startFakeS3(credentials: { accessKeyId: string; secretAccessKey: string }) {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>()
  const requests: { method: string; path: string }[] = []

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      requests.push({ method: req.method ?? '', path: url.pathname })
      if (!signatureIsValid(req, url, body, credentials)) {
        res.writeHead(403, { 'content-type': 'application/xml' })
        res.end('<Error><Code>SignatureDoesNotMatch</Code></Error>')
        return
      }
      const key = decodeURIComponent(url.pathname)
      if (req.method === 'PUT') {
        objects.set(key, { bytes: body, contentType: req.headers['content-type'] ?? 'binary/octet-stream' })
        res.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` })
        res.end()
        return
      }
      if (req.method === 'GET') {
        const object = objects.get(key)
        if (!object) {
          res.writeHead(404, { 'content-type': 'application/xml' })
          res.end('<Error><Code>NoSuchKey</Code></Error>')
          return
        }
        res.writeHead(200, { 'content-type': object.contentType })
        res.end(object.bytes)
        return
      }
      if (req.method === 'DELETE') {
        objects.delete(key)
        res.writeHead(204)
        res.end()
        return
      }
      res.writeHead(405)
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port

  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function signatureIsValid(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string },
): boolean {
  const auth = req.headers.authorization ?? ''
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    )
  if (!match) return false
  const [, accessKeyId, day, region, signedHeaders, signature] = match as unknown as string[]
  if (accessKeyId !== credentials.accessKeyId || !day || !region || !signedHeaders || !signature) return false
  const amzDate = String(req.headers['x-amz-date'] ?? '')
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '')
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) return false

  const headerNames = signedHeaders.split(';')
  const canonicalHeaders = headerNames
    .map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`)
    .join('')
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&')
  const canonicalRequest = [
    req.method,
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n')
  const scope = `${day}/${region}/s3/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n')
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), 's3'),
    'aws4_request',
  )
  return hmac(signingKey, stringToSign).toString('hex') === signature
}
