import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  youtubeVideoId,
  type LibraryVideo,
  type libraryVideoSchema,
} from '@academy/contract/videos';
import { VIDEO_MESSAGES, type VideoSection } from '@academy/contract/video-library';
import type { Db } from '../../db/client.ts';
import { libraryVideos } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';

type VideoInput = z.output<typeof libraryVideoSchema>;

const toVideo = (row: typeof libraryVideos.$inferSelect): LibraryVideo => ({
  _id: row.id,
  section: row.section,
  title: row.title,
  youtubeId: row.youtubeId,
  description: row.description,
});

// The schema has checked the link already.
const toRow = ({ url, ...input }: VideoInput) => ({ ...input, youtubeId: youtubeVideoId(url)! });

/** One section's videos (or all of them), in the order they were added. */
export async function listVideos(db: Db, section: VideoSection | undefined) {
  const rows = await db
    .select()
    .from(libraryVideos)
    .where(section ? eq(libraryVideos.section, section) : undefined)
    .orderBy(asc(libraryVideos.section), asc(libraryVideos.position), asc(libraryVideos.createdAt));
  return rows.map(toVideo);
}

export async function createVideo(db: Db, input: VideoInput, actor: Viewer | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(libraryVideos)
      .values({
        ...toRow(input),
        // Last in its section.
        position: sql`(select coalesce(max(${libraryVideos.position}) + 1, 0) from ${libraryVideos} where ${libraryVideos.section} = ${input.section})`,
      })
      .returning();
    const video = toVideo(row!);
    if (actor) {
      await recordAudit(tx, {
        actorId: actor.user.id,
        action: 'video.create',
        entity: 'library-video',
        entityId: video._id,
        after: video,
      });
    }
    return video;
  });
}

export async function updateVideo(db: Db, id: string, input: VideoInput, actor: Viewer) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(libraryVideos)
      .where(eq(libraryVideos.id, id))
      .for('update');
    if (!before) throw notFound(VIDEO_MESSAGES.notFound);
    const [row] = await tx
      .update(libraryVideos)
      .set({ ...toRow(input), updatedAt: sql`now()` })
      .where(eq(libraryVideos.id, id))
      .returning();
    const video = toVideo(row!);
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: 'video.update',
      entity: 'library-video',
      entityId: id,
      before: toVideo(before),
      after: video,
    });
    return video;
  });
}

export async function deleteVideo(db: Db, id: string, actor: Viewer) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(libraryVideos).where(eq(libraryVideos.id, id)).returning();
    if (!row) throw notFound(VIDEO_MESSAGES.notFound);
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: 'video.delete',
      entity: 'library-video',
      entityId: id,
      before: toVideo(row),
    });
  });
}
