import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { HomeSettings } from '@academy/contract/site-config';
import { siteText } from '@academy/contract/locales';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';

/** Product §2.2: the carousel advances every 5 seconds. */
export const SLIDE_INTERVAL_MS = 5_000;

type Slide = HomeSettings['slides'][number];

const controlClass =
  'inline-flex size-10 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * Product §2.2: the banner carousel. It wraps at both ends and rotates by itself, except while
 * the pointer or focus is on it, after the visitor pauses it (WCAG 2.2.2), or when the system
 * asks for reduced motion.
 */
export function HomeCarousel({ slides: saved }: { slides: Slide[] }) {
  const { t, i18n } = useLingui();
  const slides = saved.map((slide) => ({
    image: slide.image,
    title: siteText(i18n.locale, slide.title, slide.titleHi),
    description: siteText(i18n.locale, slide.description, slide.descriptionHi),
  }));
  const [current, setCurrent] = useState(0);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);

  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // Until the visitor presses stop or play, the system's motion preference decides.
  const [stoppedByVisitor, setStopped] = useState<boolean>();
  const isStopped = stoppedByVisitor ?? prefersReducedMotion;
  const count = slides.length;
  const isRotating = count > 1 && !isHovered && !isFocused && !isStopped;

  useEffect(() => {
    if (!isRotating) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [isRotating, count]);

  if (count === 0) return null;
  const index = current % count;
  const go = (to: number) => setCurrent((to + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t`Highlights`}
      className="relative isolate bg-[#1e1b4b]"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {/* Announced only while it stands still, so a rotating banner never talks over the page. */}
      <div
        aria-live={isRotating ? 'off' : 'polite'}
        // A phone: the picture, then its words under it, then the controls; wider: the words
        // beside the picture. Text never sits on an image it cannot be read against.
        className="relative h-[calc(56.25vw+10rem)] max-h-[36rem] w-full overflow-hidden sm:aspect-[8/3] sm:h-auto sm:max-h-[26rem]"
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== index}
            inert={i !== index}
            className={cn(
              'absolute inset-0 motion-safe:transition-opacity motion-safe:duration-700',
              i === index ? 'opacity-100' : 'opacity-0',
            )}
          >
            <div className="flex size-full flex-col sm:flex-row-reverse">
              <img
                src={slide.image}
                alt=""
                width={1600}
                height={600}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                className={cn(
                  'object-cover object-right',
                  slide.title || slide.description
                    ? 'h-[56.25vw] w-full sm:h-full sm:w-3/5'
                    : 'size-full',
                )}
              />
              {(slide.title || slide.description) && (
                <div className="flex flex-1 items-start px-4 pt-4 pb-14 text-white sm:items-center sm:px-6 sm:pb-0 lg:pl-[max(1.5rem,calc((100vw-80rem)/2+1.5rem))]">
                  <div className="max-w-md">
                    {slide.title && (
                      <p className="text-2xl font-bold tracking-tight sm:text-3xl lg:text-4xl">
                        {slide.title}
                      </p>
                    )}
                    {slide.description && (
                      <p className="mt-2 text-base sm:text-lg">{slide.description}</p>
                    )}
                  </div>
                </div>
              )}
            </div>
          </div>
        ))}
      </div>

      {count > 1 && (
        <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-3 px-4">
          <button
            type="button"
            className={controlClass}
            onClick={() => setStopped(!isStopped)}
            aria-label={isStopped ? t`Start rotating slides` : t`Stop rotating slides`}
          >
            {isStopped ? (
              <Play aria-hidden="true" className="size-4" />
            ) : (
              <Pause aria-hidden="true" className="size-4" />
            )}
          </button>
          <button
            type="button"
            className={controlClass}
            onClick={() => go(index - 1)}
            aria-label={t`Previous slide`}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <ul className="flex items-center gap-1">
            {slides.map((_, i) => {
              const number = i + 1;
              return (
                <li key={i}>
                  <button
                    type="button"
                    onClick={() => go(i)}
                    aria-label={t`Show slide ${number}`}
                    aria-current={i === index}
                    className="group flex size-6 items-center justify-center focus-visible:outline-2 focus-visible:outline-white"
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'block h-2.5 rounded-full bg-white transition-all',
                        i === index ? 'w-6' : 'w-2.5 opacity-60 group-hover:opacity-90',
                      )}
                    />
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className={controlClass}
            onClick={() => go(index + 1)}
            aria-label={t`Next slide`}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </section>
  );
}
