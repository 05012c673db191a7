import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { BookOpen, ClipboardCheck, GraduationCap } from 'lucide-react';
import type { HomeSettings } from '@academy/contract/site-config';
import type { Figure } from '../lib/home-figures';
import { FeatureGrid, type Feature } from './feature-grid';
import { StatsList } from './stats-list';

const HIGHLIGHTS: Feature[] = [
  {
    icon: GraduationCap,
    title: msg`Classes 1 to 12`,
    text: msg`Mathematics, Science and English, with the Science, Commerce and Arts streams.`,
  },
  {
    icon: BookOpen,
    title: msg`CA and CMA`,
    text: msg`Foundation and Intermediate preparation for the professional exams.`,
  },
  {
    icon: ClipboardCheck,
    title: msg`Notes, NCERT and tests`,
    text: msg`Study notes, NCERT solutions and textbooks, past papers and mock tests.`,
  },
];

/** The home page's about section (product §2.2, anchor "about") with the figures (homeFigures). */
export default function AboutSection({
  stats,
  figures,
}: {
  stats: HomeSettings['stats'] | null;
  figures: Figure[];
}) {
  const foundedYear = stats?.foundedYear;
  return (
    <section aria-labelledby="about-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="about-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        <Trans>About the academy</Trans>
      </h2>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        {stats ? (
          <Trans>
            Since {foundedYear}, we have helped school students and exam candidates learn with
            patient teachers, clear notes and regular practice.
          </Trans>
        ) : (
          <Trans>
            We have helped school students and exam candidates learn with patient teachers, clear
            notes and regular practice.
          </Trans>
        )}{' '}
        <Link to="/about" className="font-medium text-primary underline-offset-4 hover:underline">
          <Trans>More about us</Trans>
        </Link>
      </p>
      {figures.length > 0 && (
        <div className="mt-8">
          <StatsList figures={figures} />
        </div>
      )}
      <div className="mt-8">
        <FeatureGrid features={HIGHLIGHTS} />
      </div>
    </section>
  );
}
