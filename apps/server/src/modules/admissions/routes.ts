import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMISSION_MESSAGES as M,
  admitSchema,
  admittedSchema,
  bookDemoSchema,
  demoClassSchema,
  counsellorsSchema,
  figuresQuerySchema,
  leadImportResultSchema,
  leadImportSchema,
  figuresSchema,
  leadAddedSchema,
  leadBatchSchema,
  leadDetailSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadOwnerSchema,
  leadSchema,
  leadUpdateSchema,
  newLeadSchema,
  stageMoveSchema,
  whatsappTemplateSchema,
} from '@academy/contract/admissions';
import { envelope, failures, messageOnly, ok, pageOf, textAnswer } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { assertLeadStaff } from './access.ts';
import { admitLead } from './admit.ts';
import { bookDemo, demoClasses } from './demos.ts';
import { figuresCsv, monthFigures } from './figures.ts';
import { importLeads } from './import.ts';
import { leadBatches, leadDetail, listLeads } from './leads.ts';
import { addLead, moveLead, noteLead, updateLead } from './service.ts';
import {
  listStaff,
  readWhatsappTemplate,
  saveCounsellors,
  saveWhatsappTemplate,
} from './settings.ts';

const params = z.object({ id: z.uuid(M.notFound) });
const tags = ['admissions'];
/** Admins, and teachers: whether a teacher is a counsellor, the service decides. */
const staff = { access: ['admin', 'teacher'] as const };

/** Leads and their work list, under /api/admissions (issue 52). */
export default async function admissionRoutes(
  fastify: FastifyInstance,
  opts: { publicOrigin: string },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // After the route's declared access and before the body is read: a teacher who is no
  // counsellor is refused here, on every route of the area.
  app.addHook('onRequest', async (request) => {
    await assertLeadStaff(app.db, viewerOf(request));
  });

  app.get(
    '/leads',
    {
      schema: {
        summary: 'List leads, follow-ups due first',
        operationId: 'listLeads',
        response: { 200: envelope(pageOf(leadSchema)), ...failures(403) },
        tags,
        querystring: leadListQuerySchema,
      },
      config: staff,
    },
    async (request) => ok(await listLeads(app.db, request.query)),
  );
  app.post(
    '/leads',
    {
      schema: {
        summary: 'Add a walk-in, a call or a referral as a lead',
        operationId: 'addLead',
        response: {
          200: envelope(leadAddedSchema),
          201: envelope(leadAddedSchema),
          ...failures(403),
        },
        tags,
        body: newLeadSchema,
      },
      config: staff,
    },
    async (request, reply) => {
      const added = await addLead(app.db, viewerOf(request), request.body);
      return reply
        .status(added.joined ? 200 : 201)
        .send(ok(added, added.joined ? M.joined : M.created));
    },
  );
  app.post(
    '/leads/import',
    {
      schema: {
        summary: "Import a fair's sign-up sheet (CSV) as leads of its campaign",
        operationId: 'importLeads',
        response: { 200: envelope(leadImportResultSchema), ...failures(403) },
        tags,
        body: leadImportSchema,
      },
      // A sheet of 2,000 rows with room to spare, as the form sends it (JSON).
      bodyLimit: 1024 * 1024,
      config: staff,
    },
    async (request) => ok(await importLeads(app.db, viewerOf(request), request.body), M.imported),
  );
  app.get(
    '/leads/:id',
    {
      schema: {
        summary: 'Get a lead with its timeline',
        operationId: 'getLead',
        response: { 200: envelope(leadDetailSchema), ...failures(403, 404) },
        tags,
        params,
      },
      config: staff,
    },
    async (request) => ok(await leadDetail(app.db, request.params.id)),
  );
  app.patch(
    '/leads/:id',
    {
      schema: {
        summary: "Change a lead's name, program, owner or next follow-up",
        operationId: 'updateLead',
        response: { 200: envelope(leadSchema), ...failures(403, 404) },
        tags,
        params,
        body: leadUpdateSchema,
      },
      config: staff,
    },
    async (request) =>
      ok(await updateLead(app.db, viewerOf(request), request.params.id, request.body), M.saved),
  );
  app.post(
    '/leads/:id/stage',
    {
      schema: {
        summary: 'Move a lead to another stage',
        operationId: 'moveLead',
        response: { 200: envelope(leadSchema), ...failures(403, 404, 409) },
        tags,
        params,
        body: stageMoveSchema,
      },
      config: staff,
    },
    async (request) =>
      ok(await moveLead(app.db, viewerOf(request), request.params.id, request.body), M.moved),
  );
  app.post(
    '/leads/:id/notes',
    {
      schema: {
        summary: "Add a note or a call to a lead's timeline",
        operationId: 'noteLead',
        response: { 200: messageOnly, ...failures(403, 404) },
        tags,
        params,
        body: leadNoteSchema,
      },
      config: staff,
    },
    async (request) => {
      await noteLead(app.db, viewerOf(request), request.params.id, request.body);
      return { success: true, message: M.noted };
    },
  );
  app.get(
    '/batches',
    {
      schema: {
        summary: 'List the batches a lead may try or join',
        operationId: 'listLeadBatches',
        response: { 200: envelope(z.array(leadBatchSchema)), ...failures(403) },
        tags,
      },
      config: staff,
    },
    async () => ok(await leadBatches(app.db)),
  );
  app.get(
    '/batches/:id/demo-classes',
    {
      schema: {
        summary: "List a batch's classes a lead may be booked into to try",
        operationId: 'listDemoClasses',
        response: { 200: envelope(z.array(demoClassSchema)), ...failures(403) },
        tags,
        params: z.object({ id: z.uuid(M.classInvalid) }),
      },
      config: staff,
    },
    async (request) => ok(await demoClasses(app.db, request.params.id)),
  );
  app.post(
    '/leads/:id/demo',
    {
      schema: {
        summary: 'Book a lead into an upcoming class and text them its details',
        operationId: 'bookDemo',
        response: { 200: messageOnly, ...failures(403, 404, 409) },
        tags,
        params,
        body: bookDemoSchema,
      },
      config: staff,
    },
    async (request) => {
      await bookDemo(
        app.db,
        app.channels,
        viewerOf(request),
        request.params.id,
        request.body.classKey,
      );
      app.outbox.nudge();
      return { success: true, message: M.demoBooked };
    },
  );
  app.post(
    '/leads/:id/admit',
    {
      schema: {
        summary: 'Admit a lead: a student account, a seat in a batch and its fee, at once',
        operationId: 'admitLead',
        response: { 200: envelope(admittedSchema), ...failures(403, 404, 409) },
        tags,
        params,
        body: admitSchema,
      },
      // Making an account stays the admin's, as Add New Student is.
      config: { access: 'admin' },
    },
    async (request) => {
      const admitted = await admitLead(
        app.db,
        app.channels,
        viewerOf(request),
        request.params.id,
        request.body,
        opts.publicOrigin,
      );
      app.outbox.nudge();
      return ok(admitted, M.admitted);
    },
  );
  app.get(
    '/figures',
    {
      schema: {
        summary: "A month's leads by source and stage, conversion, days to admit, reasons lost",
        operationId: 'getAdmissionFigures',
        response: { 200: envelope(figuresSchema), ...failures(403) },
        tags,
        querystring: figuresQuerySchema,
      },
      config: staff,
    },
    async (request) => ok(await monthFigures(app.db, request.query.month)),
  );
  app.get(
    '/figures.csv',
    {
      schema: {
        summary: "Export a month's admissions figures as CSV",
        operationId: 'exportAdmissionFiguresCsv',
        response: { 200: textAnswer('text/csv', "The month's figures, a row per group") },
        tags,
        querystring: figuresQuerySchema,
      },
      config: staff,
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="admissions-${request.query.month}.csv"`,
        )
        .send(`\uFEFF${figuresCsv(await monthFigures(app.db, request.query.month))}`),
  );
  app.get(
    '/whatsapp-template',
    {
      schema: {
        summary: "Get the WhatsApp message the work list's button starts with",
        operationId: 'getWhatsappTemplate',
        response: { 200: envelope(whatsappTemplateSchema), ...failures(403) },
        tags,
      },
      config: staff,
    },
    async () => ok({ template: await readWhatsappTemplate(app.db) }),
  );
  app.put(
    '/whatsapp-template',
    {
      schema: {
        summary: 'Save the WhatsApp message leads are sent',
        operationId: 'saveWhatsappTemplate',
        response: { 200: envelope(whatsappTemplateSchema) },
        tags,
        body: whatsappTemplateSchema,
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const template = await saveWhatsappTemplate(app.db, viewerOf(request), request.body.template);
      return ok({ template }, M.templateSaved);
    },
  );
  app.get(
    '/staff',
    {
      schema: {
        summary: 'List admins and teachers, and which teachers are counsellors',
        operationId: 'listAdmissionStaff',
        response: { 200: envelope(z.array(leadOwnerSchema)), ...failures(403) },
        tags,
      },
      config: staff,
    },
    async () => ok(await listStaff(app.db)),
  );
  app.put(
    '/counsellors',
    {
      schema: {
        summary: 'Name the teachers who are counsellors',
        operationId: 'saveCounsellors',
        response: { 200: messageOnly },
        tags,
        body: counsellorsSchema,
      },
      config: { access: 'admin' },
    },
    async (request) => {
      await saveCounsellors(app.db, viewerOf(request), request.body.userIds);
      return { success: true, message: M.counsellorsSaved };
    },
  );
}
