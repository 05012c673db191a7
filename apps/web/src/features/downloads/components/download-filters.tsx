import { Trans, useLingui } from '@lingui/react/macro';
import { SearchField } from '@/components/search-field';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { DownloadFilters as Filters } from '../api/list-downloads';
import { usePaidNotes } from '../api/list-paid-notes';

interface DownloadFiltersProps {
  filters: Filters;
  onChange: (changes: Partial<Filters>, options?: { typing?: boolean }) => void;
}

/** A student (name or phone) and a paid note; the page keeps both in the URL. */
export function DownloadFilters({ filters, onChange }: DownloadFiltersProps) {
  const { t } = useLingui();
  const notes = usePaidNotes();
  return (
    <div className="mt-6 grid gap-3 md:grid-cols-[3fr_2fr] md:items-end">
      <SearchField
        label={t`Search downloads by student name or phone`}
        placeholder={t`Student name or phone`}
        value={filters.q}
        onSearch={(q) => onChange({ q }, { typing: true })}
      />
      <div className="grid gap-1">
        <Label htmlFor="downloads-note">
          <Trans>Note</Trans>
        </Label>
        <Select
          id="downloads-note"
          value={filters.noteId}
          onChange={(e) => onChange({ noteId: e.target.value })}
        >
          <option value="">{t`All paid notes`}</option>
          {notes.data?.map((n) => (
            <option key={n.id} value={n.id}>
              {n.title}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
