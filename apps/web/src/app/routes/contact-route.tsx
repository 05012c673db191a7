import { ContactPage } from '@/features/contact/pages/contact-page';
import { useSiteConfig } from '@/lib/site-config';

/** The contact page, with the academy's contact details from the site settings. */
export function ContactRoute() {
  return <ContactPage config={useSiteConfig()} />;
}
