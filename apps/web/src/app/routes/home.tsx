import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { isAdmin } from '@academy/contract/roles';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { Button } from '@/components/ui/button';
import { WhenVisible } from '@/components/when-visible';
import { useUser } from '@/features/auth/api/get-me';
import { whatsappNumber } from '@/features/contact/lib/whatsapp';
import { FloatingContactLinks } from '@/features/marketing/components/floating-contact-links';
import { HomeCarousel } from '@/features/marketing/components/home-carousel';
import { useIsSiteConfigLoading, useSiteConfig } from '@/features/site-config/api/get-site-config';
import { useContactModal } from './use-contact-modal';

// The form and its validation load when the modal first opens, not with the home page; the
// sections below the fold load when they scroll into view (the first-load budget, decisions §13).
const ContactModal = lazy(() => import('@/features/contact/components/contact-modal'));
const AboutSection = lazy(() => import('@/features/marketing/components/about-section'));
const CoursesPromo = lazy(() => import('@/features/courses/components/courses-promo'));

/** Spec §2.4, in its order: carousel, hero, about, courses promo; floating contact links. */
export function HomePage() {
  const { user } = useUser();
  const config = useSiteConfig();
  const isConfigLoading = useIsSiteConfigLoading();
  // With the form turned off (Contact Info settings), 'Get in Touch' leads to the contact page's
  // numbers, email and address instead, and nothing opens by itself.
  const isFormEnabled = config?.contact?.contactFormEnabled !== false;
  const contact = useContactModal({ canAutoOpen: isFormEnabled && !isAdmin(user?.roles) });

  if (isConfigLoading) return <FullPageSpinner label="Loading" />;
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
            Tuition and exam coaching
          </p>
          <h1
            id="hero-heading"
            className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            Learn with teachers who know your syllabus
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
            Video courses, notes and practice for school classes and the CA and CMA exams, in one
            place, at your own pace.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/courses">
                Explore Courses <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            {isFormEnabled ? (
              <Button size="lg" variant="outline" onClick={() => contact.setOpen(true)}>
                Get in Touch
              </Button>
            ) : (
              <Button asChild size="lg" variant="outline">
                <Link to="/contact">Get in Touch</Link>
              </Button>
            )}
          </div>
          <a
            href="#courses"
            className="mt-10 inline-flex items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            Scroll to explore{' '}
            <span aria-hidden="true" className="motion-safe:animate-bounce">
              ↓
            </span>
          </a>
        </div>
      </section>
      <WhenVisible id="about" className="min-h-96">
        <AboutSection stats={config?.home?.stats ?? null} />
      </WhenVisible>
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
