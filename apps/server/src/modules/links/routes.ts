import { LINK_MESSAGES } from '@academy/contract/link-messages';
import {
  linkListQuerySchema,
  usefulLinkAnswerSchema,
  usefulLinkSchema,
} from '@academy/contract/links';
import { curatedListRoutes } from '../../lib/curated-list-routes.ts';
import { createLink, deleteLink, listLinks, updateLink } from './service.ts';

/** Product §2.8, §4.11: the useful links, public to read, written by administrators. */
export default curatedListRoutes({
  path: '/links',
  tag: 'links',
  names: { one: 'Link', many: 'Links' },
  summaries: {
    list: 'List useful links',
    create: 'Add a useful link',
    update: 'Change a useful link',
    delete: 'Delete a useful link',
  },
  query: linkListQuerySchema,
  body: usefulLinkSchema,
  answer: usefulLinkAnswerSchema,
  messages: LINK_MESSAGES,
  list: (db, query) => listLinks(db, query.q),
  create: createLink,
  update: updateLink,
  remove: deleteLink,
});
