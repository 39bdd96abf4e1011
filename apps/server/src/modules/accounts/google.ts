import { createRemoteJWKSet, errors, jwtVerify } from 'jose'
import { ServiceUnavailable, ValidationError } from '../../http/errors.ts'

export interface GoogleIdentity {
  sub: string
  email: string
  emailVerified: boolean
}

export type GoogleVerifier = (credential: string) => Promise<GoogleIdentity>

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com']

/**
 * Verifies a Google ID token: RS256 signature against Google's published keys (fetched once and cached by
 * jose, refetched when an unknown key id appears), issuer, audience and expiry.
 */
export function createGoogleVerifier(options: { clientId: string; jwksUrl: string }): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), {
    cacheMaxAge: 6 * 3600 * 1000,
    timeoutDuration: 5000,
  })
  return async (credential) => {
    let payload
    try {
      ;({ payload } = await jwtVerify(credential, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        algorithms: ['RS256'],
      }))
    } catch (error) {
      if (error instanceof errors.JWKSTimeout || (error instanceof Error && error.name === 'TypeError')) {
        throw new ServiceUnavailable('Could not reach Google to verify the sign-in. Please try again.')
      }
      throw ValidationError.nonField('Invalid Google credential.')
    }
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
      throw ValidationError.nonField('Invalid Google credential.')
    }
    return {
      sub: payload.sub,
      email: payload.email.toLowerCase(),
      emailVerified: payload['email_verified'] === true || payload['email_verified'] === 'true',
    }
  }
}
