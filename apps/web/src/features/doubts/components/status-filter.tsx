import { useLingui } from '@lingui/react/macro';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

/** Which doubts a list shows: all, waiting, answered or solved. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-1">
      <Label htmlFor="doubt-status">{t`Status`}</Label>
      <Select id="doubt-status" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t`All`}</option>
        <option value="open">{t`Waiting for an answer`}</option>
        <option value="answered">{t`Answered`}</option>
        <option value="solved">{t`Solved`}</option>
      </Select>
    </div>
  );
}
