import type { ComponentProps } from 'react';
import { PHONE_MEDIA, type ImageSources } from '@academy/contract/image-sources';

/**
 * An image in the sizes it comes in, with a phone's own (smaller) choice where it has one. The
 * server's preload of a page's largest picture names the same sources (apps/server/src/web/
 * index-html.ts), so the browser fetches the file this shows, once.
 */
export function Picture({
  sources: { phoneSrcSet, ...sources },
  sizes,
  ...img
}: { sources: ImageSources; sizes: string } & Omit<ComponentProps<'img'>, 'src' | 'srcSet'>) {
  return (
    <picture>
      {phoneSrcSet && <source media={PHONE_MEDIA} srcSet={phoneSrcSet} sizes={sizes} />}
      <img {...sources} sizes={sizes} {...img} />
    </picture>
  );
}
