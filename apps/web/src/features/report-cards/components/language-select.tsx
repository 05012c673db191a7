import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@academy/contract/locales';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

/** The language a report card prints in: the reader's choice, the page's to start with. */
export function LanguageSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Locale;
  onChange: (locale: Locale) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor={id}>{t`Language of the report card`}</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as Locale)}>
        <option value="en">English</option>
        <option value="hi" lang="hi">
          हिन्दी
        </option>
      </Select>
    </div>
  );
}
