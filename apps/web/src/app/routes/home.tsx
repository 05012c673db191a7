import { Trans } from '@lingui/react/macro';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { isAdmin } from '@academy/contract/roles';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { Button } from '@/components/ui/button';
import { WhenVisible } from '@/components/when-visible';
import { useUser } from '@/lib/session';
import { whatsappNumber } from '@/features/contact/lib/whatsapp';
import { FloatingContactLinks } from '@/features/marketing/components/floating-contact-links';
import { HomeCarousel } from '@/features/marketing/components/home-carousel';
import { useShowcase } from '@/features/marketing/api/get-showcase';
import { homeFigures } from '@/features/marketing/lib/home-figures';
import { useIsSiteConfigLoading, useSiteConfig } from '@/lib/site-config';
import { loadMessageTables } from '@/lib/i18n/contract-messages';
import { browserLocale } from '@/lib/i18n/locale';
import { useContactModal } from './use-contact-modal';

// The form and its validation load when the modal first opens, not with the home page; the
// sections below the fold load when they scroll into view (the first-load budget, decisions §13).
const ContactModal = lazy(async () => {
  const [modal] = await Promise.all([
    import('@/features/contact/components/contact-modal'),
    loadMessageTables(browserLocale()),
  ]);
  return modal;
});
const AboutSection = lazy(() => import('@/features/marketing/components/about-section'));
const HomeTrust = lazy(() => import('@/features/marketing/components/home-trust'));
const CoursesPromo = lazy(() => import('@/features/courses/components/courses-promo'));

/**
 * Product §2.2, in its order: carousel, hero, about, courses promo; floating contact links. Between
 * about and the courses, the admin's toppers, teachers and testimonials, when there are any.
 */
export function HomePage() {
  const { user, isPending: isSessionPending } = useUser();
  const config = useSiteConfig();
  const isConfigLoading = useIsSiteConfigLoading();
  const showcase = useShowcase();
  const stats = config?.home?.stats ?? null;
  const hasTrust = Boolean(
    showcase &&
    (showcase.teachers.length || showcase.toppers.length || showcase.testimonials.length),
  );
  // With the form turned off (Contact Info settings), 'Get in Touch' leads to the contact page's
  // numbers, email and address instead, and nothing opens by itself.
  const isFormEnabled = config?.contact?.contactFormEnabled !== false;
  const contact = useContactModal({
    canAutoOpen: isFormEnabled && !isSessionPending && !isAdmin(user?.roles),
  });

  if (isConfigLoading) return <FullPageSpinner />;
  return (
    <>
      {contact.isOpen && (
        <Suspense fallback={null}>
          <ContactModal open={contact.isOpen} onOpenChange={contact.setOpen} />
        </Suspense>
      )}
      <HomeCarousel slides={config?.home?.slides ?? []} />
      <section
        id="home"
        aria-labelledby="hero-heading"
        className="bg-gradient-to-b from-secondary to-background"
      >
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            <Trans>Tuition and exam coaching</Trans>
          </p>
          <h1
            id="hero-heading"
            className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            <Trans>Learn with teachers who know your syllabus</Trans>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
            <Trans>
              Video courses, notes and practice for school classes and the CA and CMA exams, in one
              place, at your own pace.
            </Trans>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/courses">
                <Trans>Explore Courses</Trans> <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            {isFormEnabled ? (
              <Button size="lg" variant="outline" onClick={() => contact.setOpen(true)}>
                <Trans>Get in Touch</Trans>
              </Button>
            ) : (
              <Button asChild size="lg" variant="outline">
                <Link to="/contact">
                  <Trans>Get in Touch</Trans>
                </Link>
              </Button>
            )}
          </div>
          <a
            href="#courses"
            className="mt-10 inline-flex items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            <Trans>Scroll to explore</Trans>{' '}
            <span aria-hidden="true" className="motion-safe:animate-bounce">
              ↓
            </span>
          </a>
        </div>
      </section>
      <WhenVisible id="about" className="min-h-96">
        <AboutSection stats={stats} figures={homeFigures(stats, showcase?.counts ?? null)} />
      </WhenVisible>
      {showcase && hasTrust && (
        <WhenVisible id="teachers-and-results" className="min-h-96">
          <HomeTrust {...showcase} />
        </WhenVisible>
      )}
      <WhenVisible id="courses" className="min-h-96">
        <CoursesPromo />
      </WhenVisible>
      <FloatingContactLinks
        whatsapp={whatsappNumber(config)}
        phone={config?.contact?.contactPhone[0]}
      />
    </>
  );
}
