import { useShowcase } from '@/features/marketing/api/get-showcase';
import { AboutPage } from '@/features/marketing/pages/about-page';
import { useSiteConfig } from '@/lib/site-config';

/**
 * The About page, with the founding year, figures and community links from the settings, and
 * the teachers, toppers and testimonials.
 */
export function AboutRoute() {
  return <AboutPage config={useSiteConfig()} showcase={useShowcase()} />;
}
