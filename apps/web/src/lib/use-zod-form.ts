import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { useCheckedForm } from './use-checked-form.ts'

/**
 * A react-hook-form form checked by a contracts schema, the same one the server parses with (so both sides
 * give the same messages). Returns the form with its errors and submitting flag lifted out of `formState`.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  const resolver = zodResolver(schema) as Resolver<z.input<Schema>, unknown, z.output<Schema>>
  return useCheckedForm(resolver, defaultValues)
}
