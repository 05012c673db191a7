import { Link } from 'react-router';
import { BookOpen, ClipboardCheck, GraduationCap } from 'lucide-react';
import type { HomeSettings } from '@academy/contract/site-config';
import { FeatureGrid, type Feature } from './feature-grid';
import { StatsList } from './stats-list';

const HIGHLIGHTS: Feature[] = [
  {
    icon: GraduationCap,
    title: 'Classes 6 to 12',
    text: 'Math, Science and English, with the Science, Commerce and Humanities streams.',
  },
  {
    icon: BookOpen,
    title: 'CA and CMA',
    text: 'Foundation and Intermediate preparation for the professional exams.',
  },
  {
    icon: ClipboardCheck,
    title: 'Notes, NCERT and tests',
    text: 'Study notes, NCERT solutions and textbooks, past papers and mock tests.',
  },
];

/** The home page's about section (spec §2.4, anchor "about") with the figures from settings. */
export default function AboutSection({ stats }: { stats: HomeSettings['stats'] | null }) {
  return (
    <section aria-labelledby="about-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="about-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        About the academy
      </h2>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        {stats ? `Since ${stats.foundedYear}, we` : 'We'} have helped school students and exam
        candidates learn with patient teachers, clear notes and regular practice.{' '}
        <Link to="/about" className="font-medium text-primary underline-offset-4 hover:underline">
          More about us
        </Link>
      </p>
      {stats && (
        <div className="mt-8">
          <StatsList stats={stats} />
        </div>
      )}
      <div className="mt-8">
        <FeatureGrid features={HIGHLIGHTS} />
      </div>
    </section>
  );
}
