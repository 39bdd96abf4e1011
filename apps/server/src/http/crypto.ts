import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** Keyed hash of a secret handed to a client: what we store instead of the secret itself. */
export function keyedHash(secretKey: string, value: string): string {
  return createHmac('sha256', secretKey).update(value).digest('base64url')
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
