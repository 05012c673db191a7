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
import { SocialIcons } from '@/components/social-icons';
import { Button } from '@/components/ui/button';
import { isSafeLink } from '@/lib/site-info';
import { FeatureGrid, type Feature } from '../components/feature-grid';
import { StatsList } from '../components/stats-list';

/** Spec §2.10: the six reasons, in its order. */
const REASONS: Feature[] = [
  {
    icon: BookOpen,
    title: 'Free Study Materials',
    text: 'Notes, NCERT solutions and textbooks, and past papers, free to read.',
  },
  {
    icon: GraduationCap,
    title: 'Expert Educators',
    text: 'Experienced teachers for school subjects and qualified professionals for CA and CMA.',
  },
  {
    icon: PlayCircle,
    title: 'Video Lectures',
    text: 'Chapter-by-chapter video lessons to watch, pause and revisit at your own pace.',
  },
  {
    icon: Trophy,
    title: 'Competitive Exam Focus',
    text: 'Board, CA and CMA preparation with mock tests and previous-year questions.',
  },
  {
    icon: MonitorSmartphone,
    title: 'Access Anywhere',
    text: 'Study on a phone, tablet or computer, at home or on the way.',
  },
  {
    icon: MessagesSquare,
    title: 'Doubt Solving',
    text: 'Ask when you are stuck: our teachers answer on WhatsApp, Telegram and in class.',
  },
];

/** Spec §2.10: mission, vision, six reasons, since {founded}, community links, courses link. */
export function AboutPage({ config }: { config: SiteConfig | null }) {
  const stats = config?.home?.stats ?? null;
  const hasCommunity = Object.values(config?.social ?? {}).some(isSafeLink);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">
        {stats ? `Teaching since ${stats.foundedYear}` : 'About us'}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        About {config?.general?.siteName || 'the academy'}
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
        {stats ? `Since ${stats.foundedYear}, we` : 'We'} have taught school students from class 1
        to 12 and candidates for the CA and CMA exams, in classrooms and online.
      </p>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="mission-heading" className="rounded-xl border bg-card p-6">
          <h2 id="mission-heading" className="text-xl font-semibold">
            Our mission
          </h2>
          <p className="mt-2 text-muted-foreground">
            To make good teaching reachable for every student, whatever their school, town or
            budget: clear lessons, honest practice and help when they are stuck.
          </p>
        </section>
        <section aria-labelledby="vision-heading" className="rounded-xl border bg-card p-6">
          <h2 id="vision-heading" className="text-xl font-semibold">
            Our vision
          </h2>
          <p className="mt-2 text-muted-foreground">
            A generation of students who understand what they learn, walk into their boards and
            professional exams with confidence, and keep learning after them.
          </p>
        </section>
      </div>

      {stats && (
        <section aria-labelledby="figures-heading" className="mt-12">
          <h2 id="figures-heading" className="text-2xl font-bold tracking-tight">
            Our results
          </h2>
          <div className="mt-6">
            <StatsList stats={stats} />
          </div>
        </section>
      )}

      <section aria-labelledby="reasons-heading" className="mt-12">
        <h2 id="reasons-heading" className="text-2xl font-bold tracking-tight">
          Why students choose us
        </h2>
        <div className="mt-6">
          <FeatureGrid features={REASONS} />
        </div>
      </section>

      {hasCommunity && (
        <section aria-labelledby="community-heading" className="mt-12">
          <h2 id="community-heading" className="text-2xl font-bold tracking-tight">
            Join our community
          </h2>
          <p className="mt-2 text-muted-foreground">
            Class updates, free sessions and answers to your doubts.
          </p>
          <SocialIcons links={config?.social ?? null} showLabels className="mt-4 flex-wrap gap-2" />
        </section>
      )}

      <div className="mt-12 rounded-xl bg-secondary p-8 text-center">
        <h2 className="text-2xl font-bold tracking-tight text-secondary-foreground">
          Ready to start?
        </h2>
        <Button asChild size="lg" className="mt-4">
          <Link to="/courses">Explore Our Courses</Link>
        </Button>
      </div>
    </div>
  );
}
