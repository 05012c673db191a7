import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyFormResolver } from './lazy-form-resolver';

const schema = z.object({ name: z.string().trim().min(1, 'Name is required') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('a form validated by a schema it fetches on first use', () => {
  it('fetches the schema once, whether the form is focused first or sent first', async () => {
    const load = vi.fn(async () => schema);
    const { resolver, preload } = lazyFormResolver(load);
    expect(load).not.toHaveBeenCalled();

    preload();
    preload();
    const invalid = await resolver({ name: ' ' }, undefined, options);
    const valid = await resolver({ name: ' Asha ' }, undefined, options);

    expect(load).toHaveBeenCalledTimes(1);
    expect(invalid.errors.name?.message).toBe('Name is required');
    expect(valid).toEqual({ values: { name: 'Asha' }, errors: {} });
  });

  it('sends the form as typed when the schema does not come, and asks again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const { resolver } = lazyFormResolver(load);

    // The server checks what is sent, and its answer shows the errors.
    expect(await resolver({ name: ' ' }, undefined, options)).toEqual({
      values: { name: ' ' },
      errors: {},
    });
    const retried = await resolver({ name: ' ' }, undefined, options);

    expect(load).toHaveBeenCalledTimes(2);
    expect(retried.errors.name?.message).toBe('Name is required');
  });
});
