import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { ArrowRight, BookOpen, ClipboardCheck, GraduationCap } from 'lucide-react';
import { PROGRAMS } from '@academy/contract/programs';
import { isAdmin } from '@academy/contract/roles';
import { Button } from '@/components/ui/button';
import { useUser } from '@/features/auth/api/get-me';
import { useContactModal } from './use-contact-modal';

// The form and its validation load when the modal first opens, not with the home page.
const ContactModal = lazy(() => import('@/features/contact/components/contact-modal'));

const HIGHLIGHTS = [
  {
    icon: GraduationCap,
    title: 'Classes 1 to 12',
    text: 'Math, Science and English, with Science, Commerce and Arts streams for 11 and 12.',
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

export function HomePage() {
  const { user } = useUser();
  const contact = useContactModal({ canAutoOpen: !isAdmin(user?.roles) });
  return (
    <>
      {contact.isOpen && (
        <Suspense fallback={null}>
          <ContactModal open={contact.isOpen} onOpenChange={contact.setOpen} />
        </Suspense>
      )}
      <section
        id="home"
        aria-labelledby="hero-heading"
        className="bg-gradient-to-b from-secondary to-background"
      >
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            Tuition and exam coaching
          </p>
          <h1
            id="hero-heading"
            className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            Learn with teachers who know your syllabus
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
            Welcome to Academy. Video courses, notes and practice for school classes and the CA and
            CMA exams, in one place, at your own pace.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/courses">
                Explore Courses <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button size="lg" variant="outline" onClick={() => contact.setOpen(true)}>
              Get in Touch
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="offer-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="offer-heading" className="text-2xl font-bold tracking-tight">
          What we teach
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-6">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="courses"
        aria-labelledby="programs-heading"
        className="mx-auto max-w-7xl px-4 pb-6 sm:px-6"
      >
        <h2 id="programs-heading" className="text-2xl font-bold tracking-tight">
          Find your program
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {PROGRAMS.map((program) => (
            <li key={program.slug}>
              <Link
                to={`/courses/${program.slug}`}
                className="block h-full rounded-lg border p-4 transition-colors hover:border-primary hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="block font-medium">{program.label}</span>
                <span className="mt-1 block text-sm text-muted-foreground first-letter:uppercase">
                  {program.description}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
