import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import {
  BookOpen,
  GraduationCap,
  MessagesSquare,
  MonitorSmartphone,
  PlayCircle,
  Trophy,
} from 'lucide-react';
import type { SiteConfig } from '@academy/contract/site-config';
import type { Showcase } from '@academy/contract/trust';
import { SocialIcons } from '@/components/social-icons';
import { Button } from '@/components/ui/button';
import { isSafeLink } from '@/lib/site-info';
import { FeatureGrid, type Feature } from '../components/feature-grid';
import { StatsList } from '../components/stats-list';
import { TeachersSection, TestimonialsSection, ToppersSection } from '../components/trust-sections';
import { homeFigures } from '../lib/home-figures';

/** Product §2.8: the six reasons, in its order. */
const REASONS: Feature[] = [
  {
    icon: BookOpen,
    title: msg`Free study materials`,
    text: msg`Notes, NCERT solutions and textbooks, and past papers, free to read.`,
  },
  {
    icon: GraduationCap,
    title: msg`Expert educators`,
    text: msg`Experienced teachers for school subjects and qualified professionals for CA and CMA.`,
  },
  {
    icon: PlayCircle,
    title: msg`Video lectures`,
    text: msg`Chapter-by-chapter video lessons to watch, pause and revisit at your own pace.`,
  },
  {
    icon: Trophy,
    title: msg`Competitive exam focus`,
    text: msg`Board, CA and CMA preparation with mock tests and previous-year questions.`,
  },
  {
    icon: MonitorSmartphone,
    title: msg`Access anywhere`,
    text: msg`Study on a phone, tablet or computer, at home or on the way.`,
  },
  {
    icon: MessagesSquare,
    title: msg`Doubt solving`,
    text: msg`Ask when you are stuck: our teachers answer on WhatsApp, Telegram and in class.`,
  },
];

/**
 * Product §2.8: mission, vision, six reasons, since {founded}, community links, courses link; and
 * the figures, teachers, toppers and testimonials when there are any.
 */
export function AboutPage({
  config,
  showcase,
}: {
  config: SiteConfig | null;
  showcase: Showcase | null;
}) {
  const stats = config?.home?.stats ?? null;
  const figures = homeFigures(stats, showcase?.counts ?? null);
  const hasCommunity = Object.values(config?.social ?? {}).some(isSafeLink);
  const siteName = config?.general?.siteName;
  const foundedYear = stats?.foundedYear;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">
        {stats ? <Trans>Teaching since {foundedYear}</Trans> : <Trans>About us</Trans>}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {siteName ? <Trans>About {siteName}</Trans> : <Trans>About the academy</Trans>}
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
        {stats ? (
          <Trans>
            Since {foundedYear}, we have taught school students from class 1 to 12 and candidates
            for the CA and CMA exams, in classrooms and online.
          </Trans>
        ) : (
          <Trans>
            We have taught school students from class 1 to 12 and candidates for the CA and CMA
            exams, in classrooms and online.
          </Trans>
        )}
      </p>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="mission-heading" className="rounded-xl border bg-card p-6">
          <h2 id="mission-heading" className="text-xl font-semibold">
            <Trans>Our mission</Trans>
          </h2>
          <p className="mt-2 text-muted-foreground">
            <Trans>
              To make good teaching reachable for every student, whatever their school, town or
              budget: clear lessons, honest practice and help when they are stuck.
            </Trans>
          </p>
        </section>
        <section aria-labelledby="vision-heading" className="rounded-xl border bg-card p-6">
          <h2 id="vision-heading" className="text-xl font-semibold">
            <Trans>Our vision</Trans>
          </h2>
          <p className="mt-2 text-muted-foreground">
            <Trans>
              A generation of students who understand what they learn, walk into their boards and
              professional exams with confidence, and keep learning after them.
            </Trans>
          </p>
        </section>
      </div>

      {figures.length > 0 && (
        <section aria-labelledby="figures-heading" className="mt-12">
          <h2 id="figures-heading" className="text-2xl font-bold tracking-tight">
            <Trans>The academy in numbers</Trans>
          </h2>
          <div className="mt-6">
            <StatsList figures={figures} />
          </div>
        </section>
      )}

      {showcase?.teachers.length ? (
        <TeachersSection teachers={showcase.teachers} className="mt-12" />
      ) : null}
      {showcase?.toppers.length ? (
        <ToppersSection toppers={showcase.toppers} className="mt-12" />
      ) : null}
      {showcase?.testimonials.length ? (
        <TestimonialsSection testimonials={showcase.testimonials} className="mt-12" />
      ) : null}

      <section aria-labelledby="reasons-heading" className="mt-12">
        <h2 id="reasons-heading" className="text-2xl font-bold tracking-tight">
          <Trans>Why students choose us</Trans>
        </h2>
        <div className="mt-6">
          <FeatureGrid features={REASONS} />
        </div>
      </section>

      {hasCommunity && (
        <section aria-labelledby="community-heading" className="mt-12">
          <h2 id="community-heading" className="text-2xl font-bold tracking-tight">
            <Trans>Join our community</Trans>
          </h2>
          <p className="mt-2 text-muted-foreground">
            <Trans>Class updates, free sessions and answers to your doubts.</Trans>
          </p>
          <SocialIcons links={config?.social ?? null} showLabels className="mt-4 flex-wrap gap-2" />
        </section>
      )}

      <div className="mt-12 rounded-xl bg-secondary p-8 text-center">
        <h2 className="text-2xl font-bold tracking-tight text-secondary-foreground">
          <Trans>Ready to start?</Trans>
        </h2>
        <Button asChild size="lg" className="mt-4">
          <Link to="/courses">
            <Trans>Explore our courses</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}
