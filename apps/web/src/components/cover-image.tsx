import { useEffect, useRef, useState } from 'react';
import {
  Atom,
  BookA,
  Calculator,
  Code,
  Dna,
  FlaskConical,
  Globe2,
  Landmark,
  Languages,
  Sigma,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { imageSources } from '@academy/contract/image-sources';
import { useDataSaver } from '@/lib/data-saver';
import { usePageLoaded } from '@/lib/page-loaded';
import { cn } from '@/lib/utils';
import { Picture } from './picture';

/** A subject's own mark, so a shelf of notes without covers does not read as one icon. */
const SUBJECT_ICONS: [RegExp, LucideIcon][] = [
  [/math/i, Sigma],
  [/physic/i, Atom],
  [/chemi/i, FlaskConical],
  [/bio/i, Dna],
  [/science/i, Atom],
  [/account|cost|tax|audit/i, Calculator],
  [/econom|business|commerce/i, TrendingUp],
  [/history|civics|political|social/i, Landmark],
  [/geograph/i, Globe2],
  [/computer|python|informatics/i, Code],
  [/english/i, BookA],
  [/hindi|sanskrit|language/i, Languages],
];

const TINTS = [
  'from-primary/20 to-primary/5 text-primary',
  'from-emerald-500/20 to-emerald-500/5 text-emerald-700 dark:text-emerald-300',
  'from-amber-500/25 to-amber-500/5 text-amber-800 dark:text-amber-300',
  'from-sky-500/20 to-sky-500/5 text-sky-800 dark:text-sky-300',
  'from-rose-500/20 to-rose-500/5 text-rose-800 dark:text-rose-300',
];

const tintOf = (label: string) =>
  TINTS[[...label].reduce((sum, c) => sum + c.charCodeAt(0), 0) % TINTS.length]!;

interface CoverImageProps {
  src: string | null;
  /** The kind's icon, shown when the subject has none of its own. */
  icon: LucideIcon;
  /** The subject: names the panel shown without an image. */
  label?: string | null;
  /** Text to pick the subject's icon from when there is no label (a course's title). */
  hint?: string;
  /** The image's width in the layout, for picking among its sizes. */
  sizes?: string;
  width?: number;
  height?: number;
  /**
   * The page's largest picture, at the top: fetched at once and first, as the server's preload
   * of it (web/spa.ts) is, rather than once laid out. The other covers come after the page
   * has loaded (below).
   */
  priority?: boolean;
  className?: string;
}

/**
 * A card's cover: the image over a panel with the subject's icon and name. The panel is what
 * shows while the image loads, and where there is none or it fails (a thumbnail gone from
 * YouTube, a phone offline): it is in the rendered page, so a failed image needs no script to be
 * replaced, and nothing is laid out again when it fails.
 */
export function CoverImage({
  src,
  icon,
  label,
  hint,
  width = 320,
  height = 180,
  sizes = '(min-width: 640px) 33vw, 100vw',
  priority = false,
  className,
}: CoverImageProps) {
  const dataSaver = useDataSaver();
  const loaded = usePageLoaded();
  const [broken, setBroken] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before the page was hydrated fired its error with nobody listening.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setBroken(true);
  }, [src]);

  const text = label ?? hint ?? '';
  const Icon = SUBJECT_ICONS.find(([pattern]) => pattern.test(text))?.[1] ?? icon;
  // A cover that is not the page's largest picture waits for the load event: fetched beside it,
  // the covers a phone lays out within reach of the screen took a slow line from it and from the
  // page's own files (decisions §73). Without a script, the browser reads the noscript copy.
  const image = src && !broken && (
    <Picture
      ref={ref}
      sources={imageSources(src, dataSaver)}
      sizes={sizes}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      width={width}
      height={height}
      onError={() => setBroken(true)}
      className="absolute inset-0 size-full object-cover"
    />
  );
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative grid aspect-video w-full place-content-center justify-items-center gap-2 overflow-hidden bg-gradient-to-br',
        tintOf(text),
        className,
      )}
    >
      <Icon className="size-10" />
      {label && <span className="px-3 text-center text-sm font-semibold">{label}</span>}
      {image && (priority || loaded ? image : <noscript>{image}</noscript>)}
    </div>
  );
}
