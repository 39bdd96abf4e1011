import type { FieldValues, Resolver } from 'react-hook-form'
import type { input, output } from 'zod'
import type * as FormSchemas from './form-schemas.ts'

type SchemaName = keyof typeof FormSchemas
type Schema<Name extends SchemaName> = (typeof FormSchemas)[Name]

/**
 * A react-hook-form resolver for one of the account forms' schemas that loads zod, the schema and the zod
 * resolver at the form's first check (its first submit), not with the page: a visitor who only looks at the
 * form does not download them (first-load budget).
 */
export function lazyZodResolver<Name extends SchemaName>(
  name: Name,
): Resolver<input<Schema<Name>> & FieldValues, unknown, output<Schema<Name>>> {
  return async (values, context, options) => {
    const [{ zodResolver }, schemas] = await Promise.all([
      import('@hookform/resolvers/zod'),
      import('./form-schemas.ts'),
    ])
    const resolve = zodResolver(schemas[name]) as unknown as Resolver<
      input<Schema<Name>> & FieldValues,
      unknown,
      output<Schema<Name>>
    >
    return resolve(values, context, options)
  }
}
