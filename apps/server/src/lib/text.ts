/** PostgreSQL text cannot hold NUL: text carrying one gets it dropped rather than a failed query. */
export const withoutNul = (text: string) => text.replace(/\0/g, '')

/**
 * The same for every string in a parsed JSON value or form, keys included. Recursive: only for values whose
 * depth is already bounded (the input guard checks depth first).
 */
export function withoutNulDeep(value: unknown): unknown {
  if (typeof value === 'string') return withoutNul(value)
  if (Array.isArray(value)) return value.map(withoutNulDeep)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [withoutNul(k), withoutNulDeep(v)]))
  }
  return value
}
