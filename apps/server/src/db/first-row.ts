/** The row an INSERT … RETURNING or a lookup that must succeed produced; its absence is a bug, not bad input. */
export function firstRow<T>(rows: T[], what: string): T {
  const row = rows[0]
  if (row === undefined) throw new Error(`expected a ${what} row`)
  return row
}
