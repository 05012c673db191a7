import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { useFindStudents } from '../api/find-students';

const SEARCH_DELAY_MS = 300;

interface StudentPickerProps {
  value: string;
  onChange: (studentId: string) => void;
  error?: string | undefined;
}

/** Finds a student by name or phone and picks one of the matches (radio buttons). */
export function StudentPicker({ value, onChange, error }: StudentPickerProps) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const students = useFindStudents(query);
  const errorId = error ? 'offline-student-error' : undefined;

  return (
    <fieldset className="grid gap-2" aria-describedby={errorId}>
      <legend className="text-sm font-medium">
        <Trans>Student</Trans>
      </legend>
      <Label htmlFor="offline-student-search" className="sr-only">
        <Trans>Find the student by name or phone</Trans>
      </Label>
      <Input
        id="offline-student-search"
        type="search"
        placeholder={t`Name or phone`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={Boolean(error)}
      />
      {query.length >= 2 && students.isSuccess && students.data.length === 0 && (
        <p className="text-sm text-muted-foreground">
          <Trans>No student matches.</Trans>
        </p>
      )}
      {students.data && students.data.length > 0 && (
        <div className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-2">
          {students.data.map((s) => (
            <label key={s.userId} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="offline-student"
                value={s.userId}
                checked={value === s.userId}
                onChange={() => onChange(s.userId)}
              />
              <span>
                {s.name} <span className="text-muted-foreground">{s.phone}</span>
              </span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {translateMessage(i18n, error)}
        </p>
      )}
    </fieldset>
  );
}
