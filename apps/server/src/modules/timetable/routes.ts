import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BATCH_MESSAGES } from '@academy/contract/batches';
import {
  attendanceSchema,
  calendarFeedSchema,
  attendanceSheetSchema,
  attendanceSummarySchema,
  classChangeSchema,
  classKeySchema,
  classOccurrenceSchema,
  extraClassSchema,
  lowAttendanceQuerySchema,
  lowAttendanceRowSchema,
  recordingAnswerSchema,
  recordingSchema,
  slotSchema,
  TIMETABLE_MESSAGES,
  timetableSlotSchema,
  weekQuerySchema,
  weekViewSchema,
} from '@academy/contract/timetable';
import { STUDENT_MESSAGES } from '@academy/contract/student-messages';
import { notFound } from '../../lib/app-error.ts';
import { done, envelope, ok, textAnswer } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { academyName } from '../site-config/service.ts';
import { attendanceSheet, attendanceSummary, lowAttendance, markAttendance } from './attendance.ts';
import { calendarFeed, feedOwner, feedTokenOf, renewFeedToken } from './feed.ts';
import { canFollowStudent } from '../../lib/parent-links.ts';
import {
  addExtraClass,
  attachRecording,
  changeClass,
  deleteSlot,
  listSlots,
  recordingsOf,
  saveSlot,
  weekOf,
} from './service.ts';

const tags = ['timetable'];
const batchParams = z.object({ id: z.uuid(BATCH_MESSAGES.notFound) });
const slotParams = batchParams.extend({ slotId: z.uuid(TIMETABLE_MESSAGES.slotNotFound) });
const classParams = z.object({ key: classKeySchema });
const runsClasses = { access: ['admin', 'teacher'] as const };

export interface TimetableOptions {
  publicOrigin: string;
}

/** The timetable, its classes, attendance and calendar feeds, under /api. */
export default async function timetableRoutes(
  fastify: FastifyInstance,
  { publicOrigin }: TimetableOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const feedUrl = (token: string) => ({ url: `${publicOrigin}/api/calendar/${token}.ics` });

  app.get(
    '/timetable',
    {
      schema: {
        summary: "Get the caller's week of classes",
        operationId: 'getTimetable',
        response: { 200: envelope(weekViewSchema) },
        tags,
        querystring: weekQuerySchema,
      },
      config: { access: 'user' },
    },
    async (request) =>
      ok(await weekOf(app.db, viewerOf(request), request.query.week, request.query.batchId)),
  );

  app.get(
    '/timetable/feed',
    {
      schema: {
        summary: "Get the caller's calendar feed address",
        operationId: 'getCalendarFeed',
        response: { 200: envelope(calendarFeedSchema) },
        tags,
      },
      config: { access: 'user' },
    },
    async (request) => ok(feedUrl(await feedTokenOf(app.db, viewerOf(request)))),
  );

  app.post(
    '/timetable/feed',
    {
      schema: {
        summary: "Give the caller's calendar feed a new address, ending the old one",
        operationId: 'renewCalendarFeed',
        response: { 200: envelope(calendarFeedSchema) },
        tags,
      },
      config: { access: 'user' },
    },
    async (request) =>
      ok(feedUrl(await renewFeedToken(app.db, viewerOf(request))), TIMETABLE_MESSAGES.feedRenewed),
  );

  // A calendar app fetches this without the session: the address's token is the key.
  app.get(
    '/calendar/:file',
    {
      schema: {
        summary: 'Download a calendar feed as ICS',
        operationId: 'getCalendarFile',
        response: {
          200: textAnswer('text/calendar', 'The classes of the coming weeks as iCalendar events'),
        },
        tags,
        params: z.object({ file: z.string().regex(/^[\w-]{20,100}\.ics$/) }),
      },
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const owner = await feedOwner(app.db, request.params.file.slice(0, -4));
      if (!owner) throw notFound();
      const body = await calendarFeed(
        app.db,
        owner,
        new URL(publicOrigin).host,
        await academyName(app.db),
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );

  app.get(
    '/admin/batches/:id/slots',
    {
      schema: {
        summary: "List a batch's weekly slots",
        operationId: 'listBatchSlots',
        response: { 200: envelope(z.array(timetableSlotSchema)) },
        tags,
        params: batchParams,
      },
      config: { access: 'admin' },
    },
    async (request) => ok(await listSlots(app.db, request.params.id)),
  );
  app.post(
    '/admin/batches/:id/slots',
    {
      schema: {
        summary: 'Add a weekly slot to a batch',
        operationId: 'createBatchSlot',
        response: { 201: envelope(timetableSlotSchema) },
        tags,
        params: batchParams,
        body: slotSchema,
      },
      config: { access: 'admin' },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await saveSlot(app.db, viewerOf(request), request.params.id, request.body),
            TIMETABLE_MESSAGES.slotSaved,
          ),
        ),
  );
  app.put(
    '/admin/batches/:id/slots/:slotId',
    {
      schema: {
        summary: 'Change a weekly slot',
        operationId: 'updateBatchSlot',
        response: { 200: envelope(timetableSlotSchema) },
        tags,
        params: slotParams,
        body: slotSchema,
      },
      config: { access: 'admin' },
    },
    async (request) =>
      ok(
        await saveSlot(
          app.db,
          viewerOf(request),
          request.params.id,
          request.body,
          request.params.slotId,
        ),
        TIMETABLE_MESSAGES.slotSaved,
      ),
  );
  app.delete(
    '/admin/batches/:id/slots/:slotId',
    {
      schema: {
        summary: 'Delete a weekly slot',
        operationId: 'deleteBatchSlot',
        response: { 200: done },
        tags,
        params: slotParams,
      },
      config: { access: 'admin' },
    },
    async (request) => {
      await deleteSlot(app.db, viewerOf(request), request.params.id, request.params.slotId);
      return ok(null, TIMETABLE_MESSAGES.slotDeleted);
    },
  );

  app.post(
    '/batches/:id/classes',
    {
      schema: {
        summary: 'Add an extra class to a batch',
        operationId: 'addExtraClass',
        response: { 201: envelope(classOccurrenceSchema) },
        tags,
        params: batchParams,
        body: extraClassSchema,
      },
      config: runsClasses,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await addExtraClass(app.db, viewerOf(request), request.params.id, request.body),
            TIMETABLE_MESSAGES.sessionSaved,
          ),
        ),
  );
  app.put(
    '/classes/:key',
    {
      schema: {
        summary: 'Cancel, move or annotate a class',
        operationId: 'updateClass',
        response: { 200: envelope(classOccurrenceSchema) },
        tags,
        params: classParams,
        body: classChangeSchema,
      },
      config: runsClasses,
    },
    async (request) =>
      ok(
        await changeClass(app.db, viewerOf(request), request.params.key, request.body),
        TIMETABLE_MESSAGES.sessionSaved,
      ),
  );
  app.get(
    '/classes/:key/attendance',
    {
      schema: {
        summary: "Get a class's register",
        operationId: 'getClassAttendance',
        response: { 200: envelope(attendanceSheetSchema) },
        tags,
        params: classParams,
      },
      config: runsClasses,
    },
    async (request) => ok(await attendanceSheet(app.db, viewerOf(request), request.params.key)),
  );
  app.put(
    '/classes/:key/attendance',
    {
      schema: {
        summary: "Take a class's register",
        operationId: 'recordAttendance',
        response: { 200: envelope(attendanceSheetSchema) },
        tags,
        params: classParams,
        body: attendanceSchema,
      },
      config: runsClasses,
    },
    async (request) =>
      ok(
        await markAttendance(app.db, viewerOf(request), request.params.key, request.body),
        TIMETABLE_MESSAGES.attendanceSaved,
      ),
  );
  app.put(
    '/classes/:key/recording',
    {
      schema: {
        summary: 'Attach a recording to a class',
        operationId: 'setClassRecording',
        response: { 200: envelope(classOccurrenceSchema) },
        tags,
        params: classParams,
        body: recordingSchema,
      },
      config: runsClasses,
    },
    async (request) =>
      ok(
        await attachRecording(
          app.db,
          viewerOf(request),
          request.params.key,
          request.body.recordingUrl,
        ),
        TIMETABLE_MESSAGES.recordingSaved,
      ),
  );
  app.get(
    '/batches/:id/recordings',
    {
      schema: {
        summary: "List a batch's recordings",
        operationId: 'listBatchRecordings',
        response: { 200: envelope(z.array(recordingAnswerSchema)) },
        tags,
        params: batchParams,
      },
      config: { access: 'user' },
    },
    async (request) => ok(await recordingsOf(app.db, viewerOf(request), request.params.id)),
  );
  app.get(
    '/recordings',
    {
      schema: {
        summary: "List the caller's recordings",
        operationId: 'listRecordings',
        response: { 200: envelope(z.array(recordingAnswerSchema)) },
        tags,
      },
      config: { access: 'user' },
    },
    async (request) => ok(await recordingsOf(app.db, viewerOf(request))),
  );

  app.get(
    '/attendance/:studentId',
    {
      schema: {
        summary: "Get a student's attendance",
        operationId: 'getAttendance',
        response: { 200: envelope(attendanceSummarySchema) },
        tags,
        params: z.object({ studentId: z.uuid() }),
      },
      config: { access: ['admin', 'student', 'parent'] },
    },
    async (request) => {
      // Someone else's child is not found, as a student who does not exist: nothing to learn.
      if (!(await canFollowStudent(app.db, viewerOf(request).user, request.params.studentId))) {
        throw notFound(STUDENT_MESSAGES.notFound);
      }
      return ok(await attendanceSummary(app.db, request.params.studentId));
    },
  );
  app.get(
    '/admin/batches/:id/low-attendance',
    {
      schema: {
        summary: "List a batch's students with low attendance",
        operationId: 'listLowAttendance',
        response: { 200: envelope(z.array(lowAttendanceRowSchema)) },
        tags,
        params: batchParams,
        querystring: lowAttendanceQuerySchema,
      },
      config: { access: 'admin' },
    },
    async (request) => ok(await lowAttendance(app.db, request.params.id, request.query.below)),
  );
}
