import { Trans, useLingui } from '@lingui/react/macro';
import { ORDER_STATUS_FILTERS } from '@academy/contract/admin-payments';
import { SearchField } from '@/components/search-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { PaymentFilters as Filters, StatusFilter } from '../api/list-payments';
import { STATUS_LABELS } from './order-display';

interface PaymentFiltersProps {
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
}

/** Search, status and an India-date range; the page keeps them in the URL. */
export function PaymentFilters({ filters, onChange }: PaymentFiltersProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="mt-6 grid gap-3 md:grid-cols-[2fr_1fr_1fr_1fr] md:items-end">
      <SearchField
        label={t`Search payments by student, phone, payment id or receipt number`}
        placeholder={t`Student, phone, payment id, receipt no.`}
        value={filters.q}
        onSearch={(q) => onChange({ q })}
      />
      <div className="grid gap-1">
        <Label htmlFor="payments-status">
          <Trans>Status</Trans>
        </Label>
        <Select
          id="payments-status"
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as StatusFilter })}
        >
          {ORDER_STATUS_FILTERS.map((s) => (
            <option key={s} value={s}>
              {i18n._(STATUS_LABELS[s])}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="payments-from">
          <Trans>From</Trans>
        </Label>
        <Input
          id="payments-from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="payments-to">
          <Trans>To</Trans>
        </Label>
        <Input
          id="payments-to"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </div>
    </div>
  );
}
