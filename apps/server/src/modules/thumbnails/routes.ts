import type { FastifyInstance } from 'fastify';
import {
  THUMBNAIL_SIZES,
  THUMBNAIL_VIDEO_ID,
  type ThumbnailSize,
} from '@academy/contract/image-sources';
import type { ThumbnailStore } from './store.ts';

const FILE_NAME = new RegExp(`^(${THUMBNAIL_SIZES.join('|')})\\.jpg$`);

/**
 * /thumbnails/:videoId/:size.jpg: a course's or a video's YouTube thumbnail from the site's own
 * origin (decisions §67). Public, as the pages showing it are; a phone and a CDN may keep it a day.
 */
export default async function thumbnailRoutes(
  app: FastifyInstance,
  options: { store: ThumbnailStore },
) {
  app.get<{ Params: { videoId: string; file: string } }>(
    '/thumbnails/:videoId/:file',
    {
      schema: { hide: true },
      // A page of covers asks for a few dozen; far more from one address is someone making the
      // server fetch from YouTube for them.
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { videoId, file } = request.params;
      const size = FILE_NAME.exec(file)?.[1] as ThumbnailSize | undefined;
      if (!size || !THUMBNAIL_VIDEO_ID.test(videoId)) {
        return reply.code(404).header('cache-control', 'public, max-age=86400').send();
      }
      const thumbnail = await options.store.get(videoId, size);
      if (!thumbnail) {
        // YouTube has none, or could not be reached: asked again after a few minutes.
        return reply.code(404).header('cache-control', 'public, max-age=300').send();
      }
      return reply
        .type(thumbnail.type)
        .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
        .send(thumbnail.body);
    },
  );
}
