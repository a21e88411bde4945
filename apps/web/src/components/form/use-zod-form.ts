import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A zod schema a form can be checked with: it reads an object of inputs and gives an object. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * `useForm` checked with a zod schema (usually the contract's, the server's own check): the inputs are typed
 * as the schema reads them (`z.input`) and the submit handler gets what it gives (`z.output`: trimmed,
 * converted, defaulted), so no form casts its resolver. A form whose inputs hold something else than the
 * schema reads (a rating radio's string for a number) pipes a small web schema into the contract's one.
 */
export function useZodForm<Schema extends FormSchema>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ ...options, resolver: zodResolver(schema) });
}
