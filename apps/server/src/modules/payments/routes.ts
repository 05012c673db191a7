import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HTTP_MESSAGES } from '@academy/contract/http-messages';
import {
  type CheckoutConfig,
  checkoutConfigSchema,
  checkoutOrderSchema,
  createOrderSchema,
  invoiceDetailsQuerySchema,
  invoiceDetailsSchema,
  type InvoiceDetails,
  myOrderSchema,
  PAYMENT_MESSAGES,
  paymentDocumentQuerySchema,
  verifiedPaymentSchema,
  verifyPaymentSchema,
} from '@academy/contract/payments';
import { AppError } from '../../lib/app-error.ts';
import { envelope, failures, fileAnswer, ok } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { academyName, readSiteConfig } from '../site-config/service.ts';
import { issuesTaxInvoice } from './tax-document.ts';
import { buyerFor, createCheckoutOrder } from './checkout.ts';
import { myOrders, orderFor } from './my-orders.ts';
import { creditNotesFor, receiptFor } from './receipts.ts';
import { isTestKey, type PaymentSetup } from './provider.ts';
import { verifyPayment } from './verify.ts';
import { handleWebhook } from './webhook.ts';

/** Razorpay's webhook bodies are small; anything larger is not Razorpay. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** A document for the signed-in reader only: never kept by a shared cache. */
const sendPdf = (
  reply: FastifyReply,
  { bytes, filename }: { bytes: Uint8Array; filename: string },
) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));

export default async function paymentRoutes(
  fastify: FastifyInstance,
  options: { payments: PaymentSetup },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const setup = options.payments;

  // What the checkout says before anything is bought: which provider, and whether it is a test.
  // Students pay for themselves; parents pay their children's batch fees.
  const payers = ['student', 'parent'] as const;
  app.get(
    '/config',
    {
      schema: {
        summary: "Get the payment provider's public settings",
        operationId: 'getPaymentConfig',
        response: { 200: envelope(checkoutConfigSchema) },
        tags: ['payments'],
      },
      config: { access: payers },
    },
    async () =>
      ok({
        provider: setup.kind,
        testMode: setup.kind === 'razorpay' ? isTestKey(setup.keyId) : false,
      } satisfies CheckoutConfig),
  );

  app.get(
    '/invoice-details',
    {
      schema: {
        summary: "Whether checkout issues a tax invoice, and the buyer's address on record",
        operationId: 'getInvoiceDetails',
        querystring: invoiceDetailsQuerySchema,
        response: { 200: envelope(invoiceDetailsSchema), ...failures(403, 404) },
        tags: ['payments'],
      },
      config: { access: [...payers, 'admin'] },
    },
    async (request) => {
      const buyer = await buyerFor(app.db, viewerOf(request).user, request.query.forStudentId);
      return ok({
        taxInvoice: issuesTaxInvoice((await readSiteConfig(app.db)).business),
        address: buyer.address,
        state: buyer.state,
      } satisfies InvoiceDetails);
    },
  );

  app.post(
    '/orders',
    {
      schema: {
        summary: 'Create an order for a course, note or instalment',
        operationId: 'createOrder',
        response: { 201: envelope(checkoutOrderSchema), ...failures(404, 409) },
        tags: ['payments'],
        body: createOrderSchema,
      },
      config: { access: payers, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { user } = viewerOf(request);
      const buyer = await buyerFor(app.db, user, request.body.forStudentId);
      const order = await createCheckoutOrder(
        app.db,
        setup,
        buyer,
        request.body,
        await academyName(app.db),
        user,
      );
      reply.status(201);
      return ok(order, order.status === 'paid' ? PAYMENT_MESSAGES.paid : undefined);
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        summary: "List the student's orders",
        operationId: 'listOrders',
        response: { 200: envelope(z.array(myOrderSchema)) },
        tags: ['payments'],
      },
      config: { access: 'student' },
    },
    async (request) => ok(await myOrders(app.db, viewerOf(request).user.id)),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        summary: 'Get an order',
        operationId: 'getOrder',
        response: { 200: envelope(myOrderSchema) },
        tags: ['payments'],
        params: z.object({ id: z.uuid(PAYMENT_MESSAGES.orderNotFound) }),
      },
      config: { access: payers },
    },
    async (request) => ok(await orderFor(app.db, viewerOf(request), request.params.id)),
  );

  app.get(
    '/orders/:id/receipt',
    {
      schema: {
        summary: "Download an order's receipt as PDF",
        operationId: 'getReceipt',
        response: {
          200: fileAnswer(['application/pdf'], 'The receipt of a paid order'),
          ...failures(409),
        },
        tags: ['payments'],
        params: z.object({ id: z.uuid(PAYMENT_MESSAGES.orderNotFound) }),
        querystring: paymentDocumentQuerySchema,
      },
      config: { access: 'user' },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await receiptFor(
          app.db,
          app.storage,
          viewerOf(request),
          request.params.id,
          request.query.lang,
        ),
      ),
  );

  app.get(
    '/orders/:id/credit-note',
    {
      schema: {
        summary: "Download the credit notes of an order's refunds as PDF",
        operationId: 'getCreditNote',
        response: {
          200: fileAnswer(['application/pdf'], 'A page per credit note, in the order issued'),
          ...failures(409),
        },
        tags: ['payments'],
        params: z.object({ id: z.uuid(PAYMENT_MESSAGES.orderNotFound) }),
        querystring: paymentDocumentQuerySchema,
      },
      config: { access: 'user' },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await creditNotesFor(
          app.db,
          app.storage,
          viewerOf(request),
          request.params.id,
          request.query.lang,
        ),
      ),
  );

  app.post(
    '/verify',
    {
      schema: {
        summary: 'Verify a payment the checkout reports',
        operationId: 'verifyPayment',
        response: { 200: envelope(verifiedPaymentSchema), ...failures(402, 404, 409) },
        tags: ['payments'],
        body: verifyPaymentSchema,
      },
      config: { access: payers, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      if (setup.kind !== 'razorpay') throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.notSetUp);
      const result = await verifyPayment(app.db, setup, viewerOf(request), request.body);
      return ok(result, PAYMENT_MESSAGES.paid);
    },
  );

  // The webhook alone reads its body raw: the signature covers the exact bytes Razorpay sent.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    raw.post(
      '/razorpay/webhook',
      {
        schema: {
          summary: "Razorpay's payment webhook",
          operationId: 'razorpayWebhook',
          tags: ['payments'],
          hide: true,
        },
        config: {
          access: 'public',
          crossSite: true,
          rateLimit: { max: 600, timeWindow: '1 minute' },
        },
      },
      async (request) => {
        if (setup.kind !== 'razorpay') throw new AppError('NOT_FOUND', HTTP_MESSAGES.notFound);
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const outcome = await handleWebhook(
          app.db,
          setup.webhookSecret,
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          { signature: header('x-razorpay-signature'), eventId: header('x-razorpay-event-id') },
          request.log,
        );
        return ok({ outcome });
      },
    );
  });
}
