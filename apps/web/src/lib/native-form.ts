import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import {
  nativeFormQueryKey,
  type NativeForm,
  type NativeFormResult,
} from '@academy/contract/page-data';

/**
 * What a form posted before the script ran came back with (the server inlines it into the page):
 * the values typed, except passwords, and the server's messages. Read once: leaving the page
 * and coming back shows a fresh form.
 */
export function useNativeFormResult(form: NativeForm): NativeFormResult | undefined {
  const queryClient = useQueryClient();
  const [result] = useState(() =>
    queryClient.getQueryData<NativeFormResult>(nativeFormQueryKey(form)),
  );
  useEffect(() => {
    queryClient.removeQueries({ queryKey: nativeFormQueryKey(form), exact: true });
  }, [queryClient, form]);
  return result;
}

/** The server's field messages as react-hook-form shows them. */
export function fieldErrorsOf<T extends FieldValues>(
  result: NativeFormResult | undefined,
): FieldErrors<T> | undefined {
  if (!result?.errors) return undefined;
  return Object.fromEntries(
    Object.entries(result.errors).map(([name, message]) => [name, { type: 'server', message }]),
  ) as FieldErrors<T>;
}
