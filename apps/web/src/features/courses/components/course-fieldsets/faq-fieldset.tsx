import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { CourseFieldsetProps } from './fieldset-props';

/** The course page's questions and answers. */
export function FaqFieldset({ form: { register, control }, err }: CourseFieldsetProps) {
  const { t } = useLingui();
  const faq = useFieldArray({ control, name: 'faq' });
  return (
    <fieldset className="grid gap-4 rounded-lg border p-6">
      <legend className="px-1 text-lg font-semibold">
        <Trans>FAQ</Trans>
      </legend>
      {faq.fields.map((field, i) => {
        const n = i + 1;
        return (
          <div key={field.id} className="grid gap-3 rounded-md border p-4">
            <FormField id={`faq-q-${i}`} label={t`Question ${n}`} error={err(`faq.${i}.question`)}>
              {(c) => <Input {...c} {...register(`faq.${i}.question`)} />}
            </FormField>
            <FormField id={`faq-a-${i}`} label={t`Answer ${n}`} error={err(`faq.${i}.answer`)}>
              {(c) => <Input {...c} {...register(`faq.${i}.answer`)} />}
            </FormField>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-end"
              onClick={() => faq.remove(i)}
            >
              <Trash2 aria-hidden="true" /> <Trans>Remove question {n}</Trans>
            </Button>
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => faq.append({ question: '', answer: '' })}
      >
        <Plus aria-hidden="true" /> <Trans>Add question</Trans>
      </Button>
    </fieldset>
  );
}
