import type { TrustSettings } from '@academy/contract/trust';
import { TeachersSection, TestimonialsSection, ToppersSection } from './trust-sections';

const bandClass = 'mx-auto max-w-7xl px-4 py-14 sm:px-6';

/** The home page's teachers, toppers and testimonials: each only when the admin has added some. */
export default function HomeTrust({ teachers, toppers, testimonials }: TrustSettings) {
  return (
    <>
      {toppers.length > 0 && <ToppersSection toppers={toppers} className={bandClass} />}
      {teachers.length > 0 && <TeachersSection teachers={teachers} className={bandClass} />}
      {testimonials.length > 0 && (
        <TestimonialsSection testimonials={testimonials} className={bandClass} />
      )}
    </>
  );
}
