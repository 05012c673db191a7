import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Input } from './ui/input';

const SEARCH_DELAY_MS = 300;

interface SearchFieldProps {
  label: string;
  placeholder: string;
  /** The search in effect (usually from the URL). */
  value: string;
  /** Called once typing pauses, with the new search. */
  onSearch: (value: string) => void;
  className?: string;
}

/** A search box that reports what was typed once the typing pauses. */
export function SearchField({ label, placeholder, value, onSearch, className }: SearchFieldProps) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
