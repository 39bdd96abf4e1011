/** Snipcart's side of the conversation: checking that a webhook call really came from Snipcart. */
export type TokenCheck = 'valid' | 'invalid' | 'unreachable'

/**
 * Snipcart signs nothing: each call carries a one-hour token in X-Snipcart-RequestToken, and the token is
 * genuine when Snipcart's API, asked with our secret key (HTTP Basic, empty password), answers 200 for it.
 */
export async function checkRequestToken(options: {
  apiUrl: string
  secretKey: string
  token: string
  timeoutMs?: number
}): Promise<TokenCheck> {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/requestvalidation/${encodeURIComponent(options.token)}`
  let response: Response
  try {
    response = await fetch(url, {
      headers: {
        Accept: 'application/json',
        Authorization: `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`,
      },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      redirect: 'error',
    })
  } catch {
    return 'unreachable'
  }
  if (response.status >= 500) return 'unreachable'
  if (response.status !== 200) return 'invalid'
  // The answer names the token it validated; a different one is not ours.
  const body = (await response.json().catch(() => null)) as { token?: unknown } | null
  if (body && typeof body.token === 'string' && body.token !== options.token) return 'invalid'
  return 'valid'
}
