import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface HomeEmptyProps {
  title: string;
  text?: string;
  /** Where to find more: the catalogue, all tests. */
  to: string;
  label: string;
}

/** A home section with nothing in it: why, and where to look instead. */
export function HomeEmpty({ title, text, to, label }: HomeEmptyProps) {
  return (
    <div className="grid justify-items-start gap-2 rounded-lg border p-4">
      <p className="font-semibold">{title}</p>
      {text && <p className="text-sm text-muted-foreground">{text}</p>}
      <Button asChild size="sm">
        <Link to={to}>{label}</Link>
      </Button>
    </div>
  );
}
