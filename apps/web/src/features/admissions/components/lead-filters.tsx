import { useLingui } from '@lingui/react/macro';
import { LEAD_SOURCES, LEAD_STAGES, type LeadOwner } from '@academy/contract/admissions';
import { PROGRAM_SLUGS } from '@academy/contract/programs';
import { SearchField } from '@/components/search-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import type { LeadFilters as Filters } from '../api/list-leads';
import { SOURCE_LABELS, STAGE_LABELS } from './lead-labels';

interface LeadFiltersProps {
  filters: Filters;
  owners: LeadOwner[];
  onChange: (changes: Partial<Filters>, typing?: boolean) => void;
}

/** Search by name or phone; filters by stage, owner, source, program and month. */
export function LeadFilters({ filters, owners, onChange }: LeadFiltersProps) {
  const { t, i18n } = useLingui();
  const select = (
    key: 'stage' | 'ownerId' | 'source' | 'program',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <div className="grid gap-1">
      <Label htmlFor={`leads-${key}`}>{label}</Label>
      <Select
        id={`leads-${key}`}
        value={filters[key]}
        onChange={(e) => onChange({ [key]: e.target.value })}
      >
        <option value="">{t`All`}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
  return (
    <div className="grid gap-3">
      <SearchField
        label={t`Search leads by name or phone`}
        placeholder={t`Name or phone`}
        value={filters.q}
        onSearch={(q) => onChange({ q }, true)}
      />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {select(
          'stage',
          t`Stage`,
          LEAD_STAGES.map((s) => ({ value: s, label: i18n._(STAGE_LABELS[s]) })),
        )}
        {select(
          'ownerId',
          t`Owner`,
          owners.map((o) => ({ value: o.id, label: o.name })),
        )}
        {select(
          'source',
          t`Source`,
          LEAD_SOURCES.map((s) => ({ value: s, label: i18n._(SOURCE_LABELS[s]) })),
        )}
        {select(
          'program',
          t`Program`,
          PROGRAM_SLUGS.map((p) => ({ value: p, label: i18n._(PROGRAM_NAMES[p].label) })),
        )}
        <div className="grid gap-1">
          <Label htmlFor="leads-month">{t`Month`}</Label>
          <Input
            id="leads-month"
            type="month"
            value={filters.month}
            onChange={(e) => onChange({ month: e.target.value })}
          />
        </div>
      </div>
    </div>
  );
}
