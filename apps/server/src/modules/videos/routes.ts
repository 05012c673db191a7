import {
  libraryVideoAnswerSchema,
  libraryVideoSchema,
  videoListQuerySchema,
} from '@academy/contract/videos';
import { VIDEO_MESSAGES } from '@academy/contract/video-library';
import { curatedListRoutes } from '../../lib/curated-list-routes.ts';
import { createVideo, deleteVideo, listVideos, updateVideo } from './service.ts';

/** Product §2.6: the video library, public to read, curated by administrators. */
export default curatedListRoutes({
  path: '/videos',
  tag: 'videos',
  names: { one: 'Video', many: 'Videos' },
  summaries: {
    list: 'List the video library',
    create: 'Add a video to the library',
    update: 'Change a library video',
    delete: 'Delete a library video',
  },
  query: videoListQuerySchema,
  body: libraryVideoSchema,
  answer: libraryVideoAnswerSchema,
  messages: VIDEO_MESSAGES,
  list: (db, query) => listVideos(db, query.section),
  create: createVideo,
  update: updateVideo,
  remove: deleteVideo,
});
