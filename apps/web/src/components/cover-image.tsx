import type { LucideIcon } from 'lucide-react';

/** A card's cover: the image when there is one, else a quiet panel with the kind's icon. */
export function CoverImage({ src, icon: Icon }: { src: string | null; icon: LucideIcon }) {
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      width={320}
      height={180}
      className="aspect-video w-full bg-muted object-cover"
    />
  ) : (
    <div
      aria-hidden="true"
      className="grid aspect-video place-items-center bg-gradient-to-br from-primary/15 to-primary/5"
    >
      <Icon className="size-10 text-primary" />
    </div>
  );
}
