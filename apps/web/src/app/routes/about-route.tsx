import { AboutPage } from '@/features/marketing/pages/about-page';
import { useSiteConfig } from '@/features/site-config/api/get-site-config';

/** The About page, with the founding year, figures and community links from the settings. */
export function AboutRoute() {
  return <AboutPage config={useSiteConfig()} />;
}
