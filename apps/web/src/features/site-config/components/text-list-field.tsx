import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useLingui } from '@lingui/react';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { translateMessage } from '@/lib/i18n/contract-messages';

interface TextListFieldProps {
  id: string;
  label: string;
  /** The add button: "Add keyword". */
  addLabel: string;
  /** One entry's label and its remove button's, by its place from 1: "Keyword 2". */
  itemLabelOf: (n: number) => string;
  removeLabelOf: (n: number) => string;
  name: string;
  /** The list as the form holds it now (the parent watches it). */
  values: string[] | undefined;
  // The list lives in one of several settings forms; their value types differ.
  register: UseFormRegister<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  setValue: UseFormSetValue<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  errors: FieldErrors | undefined;
  max: number;
}

/**
 * A list of short texts (keywords, phone numbers) with add and remove. The values are plain
 * strings, which react-hook-form's field arrays do not take, so the list is set as a whole.
 */
export function TextListField({
  id,
  label,
  addLabel,
  itemLabelOf,
  removeLabelOf,
  name,
  values = [],
  register,
  setValue,
  errors,
  max,
}: TextListFieldProps) {
  const { i18n } = useLingui();
  const setList = (next: string[]) => setValue(name, next, { shouldDirty: true });
  const entryErrors = errors as unknown as Array<{ message?: string } | undefined> | undefined;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {values.map((_, index) => {
        const error = entryErrors?.[index]?.message;
        const inputId = `${id}-${index}`;
        return (
          <div key={index} className="grid gap-1">
            <div className="flex gap-2">
              <Label htmlFor={inputId} className="sr-only">
                {itemLabelOf(index + 1)}
              </Label>
              <Input
                id={inputId}
                {...register(`${name}.${index}`)}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${inputId}-error` : undefined}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={removeLabelOf(index + 1)}
                onClick={() => setList(values.filter((__, i) => i !== index))}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
            {error && (
              <p id={`${inputId}-error`} className="text-sm font-medium text-destructive">
                {translateMessage(i18n, error)}
              </p>
            )}
          </div>
        );
      })}
      {values.length < max && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => setList([...values, ''])}
        >
          <Plus aria-hidden="true" /> {addLabel}
        </Button>
      )}
    </fieldset>
  );
}
