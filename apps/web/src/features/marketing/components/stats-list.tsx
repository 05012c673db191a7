import type { HomeSettings } from '@academy/contract/site-config';

type Stats = HomeSettings['stats'];

const FIGURES: Array<{ key: Exclude<keyof Stats, 'foundedYear'>; label: string }> = [
  { key: 'studentsEnrolled', label: 'Students enrolled' },
  { key: 'tutors', label: 'Expert tutors' },
  { key: 'students', label: 'Students taught' },
  { key: 'examSuccess', label: 'Exam success' },
];

/** The marketing figures the admin edits in settings; a blank figure is left out. */
export function StatsList({ stats }: { stats: Stats }) {
  const shown = FIGURES.filter(({ key }) => stats[key]);
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {shown.map(({ key, label }) => (
        <div key={key} className="flex flex-col-reverse rounded-xl border bg-card p-5 text-center">
          <dt className="mt-1 text-sm text-muted-foreground">{label}</dt>
          <dd className="text-3xl font-bold text-primary">{stats[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
