import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/utils';
import type { Figure } from '../lib/home-figures';

/** The figures (homeFigures): real counts and the admin's, already agreeing, none empty. */
export function StatsList({ figures }: { figures: Figure[] }) {
  const { t } = useLingui();
  return (
    <dl
      className={cn(
        'grid grid-cols-2 gap-4',
        figures.length % 3 === 0 ? 'md:grid-cols-3' : 'lg:grid-cols-4',
      )}
    >
      {figures.map(({ key, value, label }) => (
        <div key={key} className="flex flex-col-reverse rounded-xl border bg-card p-5 text-center">
          <dt className="mt-1 text-sm text-muted-foreground">{t(label)}</dt>
          <dd className="text-3xl font-bold text-primary">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
