import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A public page's form validation (zod, the resolver and the form's schema) fetched and built
 * when the visitor first focuses the form, or sends it, rather than while the page starts:
 * building a contract module's schemas is one of the longest tasks of a slow phone's start-up
 * (decisions §64). `preload` goes on the form's focus. Should the chunk not come (offline, or a
 * release that replaced it), the form is sent as typed and the server's answer shows its errors.
 */
export function lazyFormResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
) {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  const start = () =>
    (ready ??= Promise.all([import('./form-resolver'), load()])
      .then(
        ([{ formResolver }, schema]) => formResolver(schema) as Resolver<Input, unknown, Output>,
      )
      .catch((error: unknown) => {
        ready = undefined;
        throw error;
      }));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    const resolve = await start().catch(() => undefined);
    if (resolve) return resolve(values, context, options);
    return { values: values as unknown as Output, errors: {} };
  };
  return { resolver, preload: () => void start().catch(() => undefined) };
}
