import { X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { STREAMS, classHasStream, subjectsFor } from '@academy/contract/study-filters';
import { useStudyLabels } from '@/lib/i18n/study-filter-names';
import { MaterialClassOptions } from './study-fields';
import { Button } from './ui/button';
import { Label } from './ui/label';
import { Select } from './ui/select';

export interface StudyFilterValues {
  class: string;
  stream: string;
  subject: string;
}

/** The filters as a list page keeps them in its address (`useUrlFilters`). */
export const studyFiltersOf = (params: URLSearchParams): StudyFilterValues => ({
  class: params.get('class') ?? '',
  stream: params.get('stream') ?? '',
  subject: params.get('subject') ?? '',
});

interface StudyFiltersProps {
  idPrefix: string;
  value: StudyFilterValues;
  onChange: (next: StudyFilterValues) => void;
}

/**
 * Product §2.5 textbook filters, used by every study-material page: Stream only for a class
 * above 10, Subject disabled until a class is chosen, a subject that no longer fits is cleared,
 * removable chips, and Clear Filters disabled when nothing is set.
 */
export function StudyFilters({ idPrefix, value, onChange }: StudyFiltersProps) {
  const { t } = useLingui();
  const { classLabel, streamLabel, subjectLabel } = useStudyLabels();
  const hasStream = classHasStream(value.class);
  const subjects = value.class ? subjectsFor(value.class, value.stream) : [];

  const set = (changes: Partial<StudyFilterValues>) => {
    const next = { ...value, ...changes };
    if (!classHasStream(next.class)) next.stream = '';
    if (next.subject && !subjectsFor(next.class, next.stream).includes(next.subject))
      next.subject = '';
    if (!next.class) next.subject = '';
    onChange(next);
  };
  const chips = [
    value.class && { key: 'class', label: classLabel(value.class) },
    value.stream && { key: 'stream', label: streamLabel(value.stream) },
    value.subject && { key: 'subject', label: subjectLabel(value.subject) },
  ].filter(Boolean) as { key: keyof StudyFilterValues; label: string }[];

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
        <div className="grid gap-2">
          <Label htmlFor={`${idPrefix}-class`}>
            <Trans>Class</Trans>
          </Label>
          <Select
            id={`${idPrefix}-class`}
            value={value.class}
            onChange={(e) => set({ class: e.target.value })}
          >
            <MaterialClassOptions emptyLabel={t`All classes`} />
          </Select>
        </div>
        {hasStream && (
          <div className="grid gap-2">
            <Label htmlFor={`${idPrefix}-stream`}>
              <Trans>Stream</Trans>
            </Label>
            <Select
              id={`${idPrefix}-stream`}
              value={value.stream}
              onChange={(e) => set({ stream: e.target.value })}
            >
              <option value="">{t`All streams`}</option>
              {STREAMS.map((s) => (
                <option key={s} value={s}>
                  {streamLabel(s)}
                </option>
              ))}
            </Select>
          </div>
        )}
        <div className="grid gap-2">
          <Label htmlFor={`${idPrefix}-subject`}>
            <Trans>Subject</Trans>
          </Label>
          <Select
            id={`${idPrefix}-subject`}
            value={value.subject}
            disabled={!value.class}
            onChange={(e) => set({ subject: e.target.value })}
          >
            <option value="">{value.class ? t`All subjects` : t`Choose a class first`}</option>
            {subjects.map((s) => (
              <option key={s} value={s}>
                {subjectLabel(s)}
              </option>
            ))}
          </Select>
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={chips.length === 0}
          onClick={() => onChange({ class: '', stream: '', subject: '' })}
        >
          <Trans>Clear Filters</Trans>
        </Button>
      </div>
      {chips.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t`Active filters`}>
          {chips.map(({ key, label }) => (
            <li key={key}>
              <span className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground">
                {label}
                <button
                  type="button"
                  className="rounded-full p-1 hover:bg-background/60 focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={t`Remove filter ${label}`}
                  onClick={() => set({ [key]: '' })}
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
