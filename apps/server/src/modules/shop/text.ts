/** PostgreSQL text cannot hold NUL: a request carrying one gets it dropped rather than a 500. */
export const withoutNul = (text: string) => text.replace(/\0/g, '')

/** The same for every string in a parsed JSON value or form, keys included (deeper than any form we read is left). */
export function withoutNulDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return withoutNul(value)
  if (depth > 20) return value
  if (Array.isArray(value)) return value.map((v) => withoutNulDeep(v, depth + 1))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [withoutNul(k), withoutNulDeep(v, depth + 1)]),
    )
  }
  return value
}
