import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { classLabelOf } from '@/lib/i18n/study-filter-names';
import { MATERIAL_CLASSES } from '@academy/contract/study-filters';
import { Input } from './ui/input';

/** The product §5.16 class list as `<option>`s, after an empty choice with the given label. */
export function MaterialClassOptions({ emptyLabel }: { emptyLabel: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <option value="">{emptyLabel}</option>
      {MATERIAL_CLASSES.map((c) => (
        <option key={c} value={c}>
          {classLabelOf(i18n, c)}
        </option>
      ))}
    </>
  );
}

type SubjectInputProps = ComponentProps<'input'> & { listId: string; subjects: readonly string[] };

/** A subject typed freely, with the class's subject list offered as suggestions. */
export function SubjectInput({ listId, subjects, ...props }: SubjectInputProps) {
  return (
    <>
      <Input {...props} list={listId} />
      <datalist id={listId}>
        {subjects.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </>
  );
}
