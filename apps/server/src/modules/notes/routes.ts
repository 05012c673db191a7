import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTE_MESSAGES, noteAnswerSchema, noteListQuerySchema } from '@academy/contract/notes';
import { done, envelope, fileAnswer, ok, pageOf, redirectAnswer } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { sendStoredFile } from '../files/service.ts';
import { UPLOAD_BODY_LIMIT, readMultipart } from '../files/upload.ts';
import { recordDownload } from '../downloads/service.ts';
import { makeOwnersCopy, sendOwnersCopy } from './owners-copy.ts';
import { createNote, deleteNote, getNote, listNotes, openNote, updateNote } from './service.ts';
import { DOCUMENT_TYPES } from '@academy/contract/files';

const idParams = z.object({ id: z.uuid(NOTE_MESSAGES.notFound) });

export default async function notesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        summary: 'List notes',
        operationId: 'listNotes',
        response: { 200: envelope(pageOf(noteAnswerSchema)) },
        tags: ['notes'],
        querystring: noteListQuerySchema,
      },
      config: { access: 'optional' },
    },
    async (request) => ok(await listNotes(app.db, request.query, request.viewer)),
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'Get a note',
        operationId: 'getNote',
        response: { 200: envelope(noteAnswerSchema) },
        tags: ['notes'],
        params: idParams,
      },
      config: { access: 'optional' },
    },
    async (request) => ok(await getNote(app.db, request.params.id, request.viewer)),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Upload a note',
        operationId: 'createNote',
        response: { 201: envelope(noteAnswerSchema) },
        tags: ['notes'],
      },
      config: { access: 'admin' },
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    async (request, reply) => {
      const form = await readMultipart(request, app.storage);
      const note = await createNote(app.db, app.storage, viewerOf(request), form);
      return reply.status(201).send(ok(note, NOTE_MESSAGES.uploaded));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Change a note',
        operationId: 'updateNote',
        response: { 200: envelope(noteAnswerSchema) },
        tags: ['notes'],
        params: idParams,
      },
      config: { access: 'admin' },
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    async (request) => {
      const form = await readMultipart(request, app.storage);
      const note = await updateNote(
        app.db,
        app.storage,
        viewerOf(request),
        request.params.id,
        form,
      );
      return ok(note, NOTE_MESSAGES.updated);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete a note',
        operationId: 'deleteNote',
        response: { 200: done },
        tags: ['notes'],
        params: idParams,
      },
      config: { access: 'admin' },
    },
    async (request) => {
      await deleteNote(app.db, app.storage, viewerOf(request), request.params.id);
      return ok(null, NOTE_MESSAGES.deleted);
    },
  );

  app.get(
    '/:id/file',
    {
      schema: {
        summary: "Download a note's file",
        operationId: 'downloadNote',
        response: {
          200: fileAnswer(
            Object.keys(DOCUMENT_TYPES),
            "The note's file (a paid note: the student's own stamped copy)",
          ),
          302: redirectAnswer('The note is a link to another site'),
        },
        tags: ['notes'],
        params: idParams,
        querystring: z.object({ download: z.stringbool().optional() }),
      },
      config: { access: 'optional' },
    },
    async (request, reply) => {
      const opened = await openNote(app.db, request.viewer, request.params.id);
      const disposition = request.query.download ? 'attachment' : 'inline';
      const viewer = opened.copyFor;
      if (!viewer) {
        if (opened.kind === 'link') return reply.redirect(opened.link);
        return sendStoredFile(reply, app.storage, opened.file, disposition);
      }
      const record = {
        userId: viewer.user.id,
        note: opened.note,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      };
      if (opened.kind === 'link') {
        await recordDownload(app.db, { ...record, fileName: null, action: 'link' });
        return reply.redirect(opened.link);
      }
      const owner = { name: viewer.user.name, phone: viewer.user.phone, at: new Date() };
      const copy = await makeOwnersCopy(app.storage, opened.file, owner, request.log);
      await recordDownload(app.db, {
        ...record,
        fileName: opened.file.originalName,
        action: request.query.download ? 'download' : 'view',
      });
      return sendOwnersCopy(reply, copy, opened.file, disposition);
    },
  );
}
