import { useState } from 'react'
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form'
import type { input, output } from 'zod'
import { useCheckedForm } from '../../lib/use-checked-form.ts'
import type * as FormSchemas from './form-schemas.ts'

type SchemaName = keyof typeof FormSchemas
type Schema<Name extends SchemaName> = (typeof FormSchemas)[Name]

/**
 * A react-hook-form resolver for one of the account forms' schemas that loads zod, the schema and the zod
 * resolver at the form's first check (its first submit), not with the page: a visitor who only looks at the
 * form does not download them (first-load budget).
 */
function lazyZodResolver<Name extends SchemaName>(
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

/** useZodForm (lib/use-zod-form.ts) for the account forms, with the schema named and loaded on demand. */
export function useLazyZodForm<Name extends SchemaName>(
  name: Name,
  defaultValues: DefaultValues<input<Schema<Name>> & FieldValues>,
) {
  const [resolver] = useState(() => lazyZodResolver(name))
  return useCheckedForm(resolver, defaultValues)
}
