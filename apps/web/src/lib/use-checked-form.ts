import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form'

/**
 * A react-hook-form form checked by `resolver`, with its errors and submitting flag lifted out of
 * `formState`. Apart from use-zod-form.ts so a form whose checker loads on demand does not bring zod's
 * resolver with it.
 */
export function useCheckedForm<Input extends FieldValues, Output>(
  resolver: Resolver<Input, unknown, Output>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues })
  const { errors, isSubmitting } = form.formState
  return { ...form, errors, isSubmitting }
}
