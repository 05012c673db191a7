import { useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { Input } from '@/components/ui/input';

interface TagInputProps {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  max: number;
  placeholder?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string | undefined;
}

/**
 * Product §4.2: Enter or comma adds the trimmed text; empty and duplicate tags are ignored; adding
 * stops at the maximum; Backspace on an empty input removes the last tag.
 */
export function TagInput({ id, value, onChange, max, placeholder, ...aria }: TagInputProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const isFull = value.length >= max;
  const add = (raw: string) => {
    const tag = raw.trim();
    if (!tag || isFull) return;
    if (value.some((t) => t.toLowerCase() === tag.toLowerCase())) return;
    onChange([...value, tag]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(text);
      setText('');
    } else if (event.key === 'Backspace' && text === '' && value.length) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div className="grid gap-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t`Added`}>
          {value.map((tag) => (
            <li
              key={tag}
              className="flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground"
            >
              {tag}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-background/60 focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={t`Remove ${tag}`}
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={id}
        value={text}
        placeholder={isFull ? t`Maximum of ${max} reached` : placeholder}
        // Read-only rather than disabled: a full input must still take Backspace (product §4.2).
        readOnly={isFull}
        onChange={(e) => {
          const next = e.target.value;
          // A pasted "a, b" adds each part.
          if (next.includes(',')) {
            const parts = next.split(',');
            const rest = parts.pop() ?? '';
            let acc = value;
            for (const p of parts) {
              const tag = p.trim();
              if (
                tag &&
                acc.length < max &&
                !acc.some((t) => t.toLowerCase() === tag.toLowerCase())
              )
                acc = [...acc, tag];
            }
            if (acc !== value) onChange(acc);
            setText(rest);
          } else setText(next);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (text.trim()) {
            add(text);
            setText('');
          }
        }}
        {...aria}
      />
    </div>
  );
}
