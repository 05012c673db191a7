import type { FastifyInstance } from 'fastify';
import { orderItemOf } from '../payments/order-items.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  couponAnswerSchema,
  couponCheckSchema,
  couponPreviewSchema,
  couponSchema,
} from '@academy/contract/coupons';
import { COUPON_MESSAGES } from '@academy/contract/payments';
import { done, envelope, failures, ok } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { deleteCoupon, listCoupons, previewCoupon, saveCoupon } from './service.ts';

const params = z.object({ id: z.uuid(COUPON_MESSAGES.notFound) });

/** The admin's coupons, under /api/admin/coupons. */
export async function couponAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  app.get(
    '',
    {
      schema: {
        summary: 'List coupons',
        operationId: 'listCoupons',
        response: { 200: envelope(z.array(couponAnswerSchema)) },
        tags: ['coupons'],
      },
      config: admin,
    },
    async () => ok(await listCoupons(app.db)),
  );
  app.post(
    '',
    {
      schema: {
        summary: 'Create a coupon',
        operationId: 'createCoupon',
        response: { 201: envelope(couponAnswerSchema), ...failures(409) },
        tags: ['coupons'],
        body: couponSchema,
      },
      config: admin,
    },
    async (request, reply) => {
      const coupon = await saveCoupon(app.db, viewerOf(request), request.body);
      return reply.status(201).send(ok(coupon, COUPON_MESSAGES.saved));
    },
  );
  app.put(
    '/:id',
    {
      schema: {
        summary: 'Change a coupon',
        operationId: 'updateCoupon',
        response: { 200: envelope(couponAnswerSchema), ...failures(409) },
        tags: ['coupons'],
        params,
        body: couponSchema,
      },
      config: admin,
    },
    async (request) =>
      ok(
        await saveCoupon(app.db, viewerOf(request), request.body, request.params.id),
        COUPON_MESSAGES.saved,
      ),
  );
  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete a coupon',
        operationId: 'deleteCoupon',
        response: { 200: done, ...failures(409) },
        tags: ['coupons'],
        params,
      },
      config: admin,
    },
    async (request) => {
      await deleteCoupon(app.db, viewerOf(request), request.params.id);
      return ok(null, COUPON_MESSAGES.deleted);
    },
  );
}

/** The checkout's coupon preview, under /api/payments/coupons; limited: codes are guessable. */
export async function couponCheckRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/check',
    {
      schema: {
        summary: 'Check a coupon against an item before paying',
        operationId: 'checkCoupon',
        response: { 200: envelope(couponPreviewSchema), ...failures(404, 409) },
        tags: ['coupons'],
        body: couponCheckSchema,
      },
      config: { access: 'student', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { couponCode } = request.body;
      const item = orderItemOf(request.body);
      return ok(await previewCoupon(app.db, viewerOf(request).user.id, item, couponCode));
    },
  );
}
