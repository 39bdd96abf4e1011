import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose'

/** Stands in for Google's key endpoint on 127.0.0.1, and signs ID tokens the way Google does. */
export async function startGoogleJwks() {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' }
  let requests = 0
  const server = createServer((_req, res) => {
    requests++
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port

  async function sign(
    claims: Record<string, unknown>,
    options: {
      key?: CryptoKey
      kid?: string
      issuer?: string
      audience?: string
      expiresIn?: string | number
    } = {},
  ) {
    const jwt = new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key-1' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? 'test-client-id.apps.googleusercontent.com')
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
    return jwt.sign(options.key ?? privateKey)
  }

  return {
    url: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId: 'test-client-id.apps.googleusercontent.com',
    sign,
    requestCount: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
