import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form validated by a contracts schema (the same zod the API parses with), so the
 * person sees a rule before the round trip. Fields validate when left, then as they change.
 * `handleSubmit` hands over the schema's output (trimmed, defaulted), ready for the route.
 */
export const useZodForm = <TIn extends FieldValues, TOut extends FieldValues>(
  schema: z.ZodType<TOut, TIn>,
  defaultValues: DefaultValues<TIn>,
  options: Omit<UseFormProps<TIn, unknown, TOut>, 'resolver' | 'defaultValues'> = {},
): UseFormReturn<TIn, unknown, TOut> =>
  useForm<TIn, unknown, TOut>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
    defaultValues,
  });
