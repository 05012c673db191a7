import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderSchema,
  adminPaymentsPageSchema,
  adminPaymentsQuerySchema,
  gstr1QuerySchema,
  offlinePaymentSchema,
  refundSchema,
} from '@academy/contract/admin-payments';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { envelope, failures, fileAnswer, ok, textAnswer } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import type { PaymentSetup } from '../payments/provider.ts';
import { ordersCsv } from './csv.ts';
import { zipOf } from '../../lib/zip.ts';
import { gstr1Files } from './gstr1.ts';
import { allOrders, listOrders } from './list.ts';
import { recordOfflinePayment } from './offline.ts';
import { refundOrder } from './refunds.ts';

const idParams = z.object({ id: z.uuid(PAYMENT_MESSAGES.orderNotFound) });
const exportQuery = adminPaymentsQuerySchema.omit({ page: true, pageSize: true });

/** The admin's Payments page: /api/admin/payments/*, administrators only. */
export default async function adminPaymentRoutes(
  fastify: FastifyInstance,
  options: { payments: PaymentSetup },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/payments',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'List payments, filtered and paged',
        operationId: 'listPayments',
        response: { 200: envelope(adminPaymentsPageSchema) },
        tags: ['payments'],
        querystring: adminPaymentsQuerySchema,
      },
    },
    async (request) => ok(await listOrders(app.db, request.query)),
  );

  app.get(
    '/payments/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Export the listed payments as CSV',
        operationId: 'exportPaymentsCsv',
        response: { 200: textAnswer('text/csv', 'The listed payments, one row each') },
        tags: ['payments'],
        querystring: exportQuery,
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="payments.csv"')
        .send(`\uFEFF${ordersCsv(await allOrders(app.db, request.query))}`),
  );

  app.get(
    '/payments/gstr1',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Download a month's GSTR-1 as the GST offline tool's CSV files, zipped",
        operationId: 'exportGstr1',
        response: {
          200: fileAnswer(['application/zip'], 'b2cs, b2cl, cdnur, hsn(b2c) and docs CSVs'),
          ...failures(400),
        },
        tags: ['payments'],
        querystring: gstr1QuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="gstr1-${request.query.month}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(await zipOf(await gstr1Files(app.db, request.query.month))),
  );

  app.post(
    '/payments/:id/refunds',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Refund a payment, fully or in part',
        operationId: 'refundPayment',
        response: { 200: envelope(adminOrderSchema), ...failures(409) },
        tags: ['payments'],
        params: idParams,
        body: refundSchema,
      },
    },
    async (request) => {
      const { order, status } = await refundOrder(
        app.db,
        options.payments,
        request.params.id,
        request.body,
        viewerOf(request),
      );
      return ok(
        order,
        status === 'processed' ? PAYMENT_MESSAGES.refunded : PAYMENT_MESSAGES.refundPending,
      );
    },
  );

  app.post(
    '/payments/offline',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Record a payment taken at the desk',
        operationId: 'recordOfflinePayment',
        response: { 201: envelope(adminOrderSchema), ...failures(404, 409) },
        tags: ['payments'],
        body: offlinePaymentSchema,
      },
    },
    async (request, reply) => {
      const order = await recordOfflinePayment(app.db, request.body, viewerOf(request));
      reply.status(201);
      return ok(order, PAYMENT_MESSAGES.offlineRecorded);
    },
  );
}
