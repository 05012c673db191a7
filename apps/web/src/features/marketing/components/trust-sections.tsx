import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Teacher, Testimonial, Topper } from '@academy/contract/trust';
import { formatCount } from '@academy/contract/indian-numbers';
import { cn } from '@/lib/utils';
import { pluralForm } from '@/lib/i18n/plural-form';
import { siteText } from '@academy/contract/locales';
import { PersonPhoto } from './person-photo';

interface SectionProps {
  id: string;
  title: string;
  intro: string;
  className?: string;
  children: ReactNode;
}

function TrustSection({ id, title, intro, className, children }: SectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 max-w-3xl text-muted-foreground">{intro}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/**
 * Cards side by side: on a phone one row that scrolls sideways, a card at a time with the next
 * one peeking (focusable, so it scrolls from the keyboard too); wider, a grid.
 */
function CardRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      tabIndex={0}
      className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 focus-visible:outline-2 focus-visible:outline-ring sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3"
    >
      {children}
    </ul>
  );
}

const cardClass = 'h-full rounded-xl border bg-card p-5';
const rowItemClass = 'w-[80%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none';

function Experience({ years }: { years: number }) {
  const { t, i18n } = useLingui();
  const yearsForm = pluralForm(i18n, years);
  const yearCount = formatCount(years);
  return t`${select(yearsForm, { one: `${yearCount} year of experience`, other: `${yearCount} years of experience` })}`;
}

export function TeachersSection({
  teachers,
  className,
}: {
  teachers: Teacher[];
  className?: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <TrustSection
      id="teachers"
      title={t`Our teachers`}
      intro={t`The people who teach our classes and answer your doubts.`}
      className={className}
    >
      <CardRow label={t`Teachers`}>
        {teachers.map((teacher, index) => (
          <li key={index} className={rowItemClass}>
            <figure className={cn(cardClass, 'flex flex-col items-center text-center')}>
              <PersonPhoto src={teacher.photo} name={teacher.name} size={96} />
              <figcaption className="mt-4 grid gap-1">
                <p className="font-semibold">{teacher.name}</p>
                <p className="text-sm font-medium text-primary">
                  {siteText(i18n.locale, teacher.subjects, teacher.subjectsHi)}
                </p>
                {teacher.experienceYears > 0 && (
                  <p className="text-sm text-muted-foreground">
                    <Experience years={teacher.experienceYears} />
                  </p>
                )}
                {teacher.bio && (
                  <p className="mt-2 text-sm">
                    {siteText(i18n.locale, teacher.bio, teacher.bioHi)}
                  </p>
                )}
              </figcaption>
            </figure>
          </li>
        ))}
      </CardRow>
    </TrustSection>
  );
}

export function ToppersSection({ toppers, className }: { toppers: Topper[]; className?: string }) {
  const { t, i18n } = useLingui();
  return (
    <TrustSection
      id="toppers"
      title={t`Our toppers`}
      intro={t`Results our students earned in their boards and professional exams.`}
      className={className}
    >
      <ul
        aria-label={t`Toppers`}
        className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
      >
        {toppers.map((topper, index) => (
          <li key={index}>
            <figure className={cn(cardClass, 'flex flex-col items-center p-4 text-center')}>
              <PersonPhoto src={topper.photo} name={topper.name} size={72} />
              <figcaption className="mt-3 grid gap-0.5">
                <p className="text-2xl font-bold text-primary">{topper.score}</p>
                <p className="font-semibold break-words">{topper.name}</p>
                <p className="text-sm text-muted-foreground">
                  {siteText(i18n.locale, topper.program, topper.programHi)}, {topper.year}
                </p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </TrustSection>
  );
}

export function TestimonialsSection({
  testimonials,
  className,
}: {
  testimonials: Testimonial[];
  className?: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <TrustSection
      id="testimonials"
      title={t`What students and parents say`}
      intro={t`In their own words.`}
      className={className}
    >
      <CardRow label={t`Testimonials`}>
        {testimonials.map((testimonial, index) => (
          <li key={index} className={rowItemClass}>
            <figure className={cn(cardClass, 'flex flex-col justify-between gap-5')}>
              <blockquote className="text-pretty">
                <p>“{siteText(i18n.locale, testimonial.quote, testimonial.quoteHi)}”</p>
              </blockquote>
              <figcaption className="flex items-center gap-3">
                <PersonPhoto src={testimonial.photo} name={testimonial.name} size={48} />
                <span className="grid">
                  <span className="font-semibold">{testimonial.name}</span>
                  {testimonial.who && (
                    <span className="text-sm text-muted-foreground">
                      {siteText(i18n.locale, testimonial.who, testimonial.whoHi)}
                    </span>
                  )}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </CardRow>
    </TrustSection>
  );
}
