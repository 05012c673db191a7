import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { requireDeclaredAccess } from './lib/declared-access.ts';
import authPlugin from './modules/auth/plugin.ts';
import httpCachePlugin from './plugins/http-cache.ts';
import databasePlugin from './plugins/database.ts';
import docsPlugin from './plugins/docs.ts';
import errorsPlugin from './plugins/errors.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import securityPlugin from './plugins/security.ts';
import spaPlugin from './web/spa.ts';
import visitorCachePlugin from './plugins/visitor-cache.ts';
import { loadWebBuild } from './web/web-build.ts';
import { OneLinePerRequest, requestForLog } from './lib/request-log.ts';
import adminPaymentRoutes from './modules/admin-payments/routes.ts';
import downloadRoutes from './modules/downloads/routes.ts';
import auditRoutes from './modules/audit/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import contactRoutes from './modules/contact/routes.ts';
import dashboardRoutes from './modules/dashboard/routes.ts';
import feedbackRoutes from './modules/feedback/routes.ts';
import coursesRoutes from './modules/courses/routes.ts';
import { createYoutubeClient } from './modules/courses/youtube.ts';
import enrolmentRoutes from './modules/enrolments/routes.ts';
import paymentRoutes from './modules/payments/routes.ts';
import { couponAdminRoutes, couponCheckRoutes } from './modules/coupons/routes.ts';
import { checkoutOrigins, paymentSetupFor } from './modules/payments/provider.ts';
import healthRoutes from './modules/health/routes.ts';
import mockTestRoutes from './modules/mock-tests/routes.ts';
import linkRoutes from './modules/links/routes.ts';
import seoRoutes from './modules/seo/routes.ts';
import appManifestRoutes from './modules/app-manifest/routes.ts';
import thumbnailRoutes from './modules/thumbnails/routes.ts';
import { createThumbnailStore } from './modules/thumbnails/store.ts';
import siteConfigRoutes from './modules/site-config/routes.ts';
import studentRoutes from './modules/students/routes.ts';
import studentImportRoutes from './modules/student-import/routes.ts';
import peopleRoutes from './modules/people/routes.ts';
import studentHomeRoutes from './modules/student-home/routes.ts';
import videoRoutes from './modules/videos/routes.ts';
import notificationsPlugin from './modules/notifications/plugin.ts';
import filesPlugin from './modules/files/plugin.ts';
import phoneCodeRoutes from './modules/phone-codes/routes.ts';
import {
  smsChannel,
  smsSenderFor,
  textChannel,
  textSenderFor,
} from './modules/phone-codes/channel.ts';
import nativeFormRoutes from './modules/native-forms/routes.ts';
import notesRoutes from './modules/notes/routes.ts';
import resourcesRoutes from './modules/resources/routes.ts';
import {
  batchAdminRoutes,
  batchStudentRoutes,
  batchTeacherRoutes,
} from './modules/batches/routes.ts';
import { batchFeeAdminRoutes } from './modules/batch-fees/routes.ts';
import timetableRoutes from './modules/timetable/routes.ts';
import announcementRoutes from './modules/announcements/routes.ts';
import paperTestRoutes from './modules/paper-tests/routes.ts';
import reportCardRoutes from './modules/report-cards/routes.ts';
import doubtRoutes, { doubtAdminRoutes } from './modules/doubts/routes.ts';
import homeworkRoutes from './modules/homework/routes.ts';
import admissionRoutes from './modules/admissions/routes.ts';
import leadDeskRoute from './modules/admissions/desk-route.ts';
import demoVisitorRoutes from './modules/admissions/visitor-routes.ts';

/** JSON bodies above this are refused with 413; uploads have their own limit. */
const BODY_LIMIT = 100 * 1024;

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole application without listening: server.ts listens, tests inject. */
export async function buildApp({ config, database, logger }: AppOptions) {
  const logging = logger ?? { level: config.logLevel };
  const app = Fastify({
    logger:
      typeof logging === 'object' ? { ...logging, serializers: { req: requestForLog } } : logging,
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT,
    // Only the named proxies: config.ts refuses `true` and hop counts.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    // Unknown fields are dropped by the zod schemas; prototype keys are refused outright.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    requestIdHeader: false,
    // Bad URLs (a broken %-escape, a path parameter over 100 characters) are refused by the
    // router before any hook runs: they still answer in the envelope.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.statusCode === 414;
      void (reply as FastifyReply)
        .status(tooLong ? 414 : 400)
        .send({ success: false, message: tooLong ? 'The address is too long' : 'Bad request' });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a form-encoded or text body cannot carry a cross-site request in.
  app.removeContentTypeParser(['text/plain']);

  await app.register(errorsPlugin);
  // Before compression: an ETag is the hash of the answer as built, whatever its encoding.
  await app.register(httpCachePlugin);
  // Between the two: a kept answer keeps its ETag and is compressed as each request asks.
  await app.register(visitorCachePlugin, { database });
  // JSON and the rendered page; built assets come precompressed (web/spa.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(databasePlugin, { database });
  const webBuild = await loadWebBuild(config.webDist);
  await app.register(securityPlugin, {
    isProduction: config.isProduction,
    inlineScriptHashes: webBuild?.inlineScriptHashes ?? [],
    checkoutOrigins: checkoutOrigins(config.payments),
  });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(authPlugin, {
    sessionSecret: config.sessionSecret,
    isProduction: config.isProduction,
  });
  const smsSender = smsSenderFor(config.sms, app.log);
  await app.register(notificationsPlugin, {
    email: config.email,
    telegram: config.telegram,
    sms: smsChannel(smsSender, config.sessionSecret),
    text: textChannel(textSenderFor(config.sms, app.log)),
  });
  await app.register(filesPlugin, { storage: config.storage });
  await app.register(docsPlugin, {
    isProduction: config.isProduction,
    publicOrigin: config.publicOrigin,
  });

  await app.register(
    async (api) => {
      requireDeclaredAccess(app, api);
      await api.register(healthRoutes);
      const codes = {
        canSend: Boolean(smsSender),
        keys: { secret: config.sessionSecret, host: new URL(config.publicOrigin).host },
      };
      await api.register(authRoutes, { prefix: '/auth', codes });
      await api.register(phoneCodeRoutes, { prefix: '/auth', ...codes });
      await api.register(auditRoutes, { prefix: '/admin' });
      const payments = paymentSetupFor(config.payments);
      await api.register(adminPaymentRoutes, { prefix: '/admin', payments });
      await api.register(downloadRoutes, { prefix: '/admin' });
      await api.register(studentRoutes);
      await api.register(studentImportRoutes, { publicOrigin: config.publicOrigin });
      await api.register(peopleRoutes);
      await api.register(dashboardRoutes);
      await api.register(feedbackRoutes);
      await api.register(siteConfigRoutes);
      await api.register(contactRoutes);
      await api.register(linkRoutes);
      await api.register(videoRoutes);
      const youtube = createYoutubeClient({
        apiKey: config.youtubeApiKey,
        baseUrl: config.youtubeApiBase,
        onError: (error) => app.log.warn({ err: error }, 'YouTube API call failed'),
      });
      await api.register(coursesRoutes, { prefix: '/courses', youtube });
      await api.register(enrolmentRoutes, { payments });
      await api.register(paymentRoutes, { prefix: '/payments', payments });
      await api.register(couponCheckRoutes, { prefix: '/payments/coupons' });
      await api.register(couponAdminRoutes, { prefix: '/admin/coupons' });
      await api.register(notesRoutes, { prefix: '/notes' });
      await api.register(resourcesRoutes, { prefix: '/resources' });
      await api.register(mockTestRoutes);
      await api.register(studentHomeRoutes);
      await api.register(batchAdminRoutes, { prefix: '/admin/batches' });
      await api.register(batchFeeAdminRoutes, {
        prefix: '/admin/batches',
        publicOrigin: config.publicOrigin,
      });
      await api.register(batchTeacherRoutes, { prefix: '/teacher/batches' });
      await api.register(batchStudentRoutes, { prefix: '/student/batches' });
      await api.register(timetableRoutes, { publicOrigin: config.publicOrigin });
      await api.register(announcementRoutes, {
        prefix: '/announcements',
        publicOrigin: config.publicOrigin,
      });
      await api.register(paperTestRoutes, {
        prefix: '/paper-tests',
        publicOrigin: config.publicOrigin,
      });
      await api.register(reportCardRoutes, { prefix: '/report-cards' });
      await api.register(doubtRoutes, { prefix: '/doubts', publicOrigin: config.publicOrigin });
      await api.register(doubtAdminRoutes, { prefix: '/admin/doubts' });
      await api.register(homeworkRoutes, {
        prefix: '/homework',
        publicOrigin: config.publicOrigin,
      });
      await api.register(admissionRoutes, {
        prefix: '/admissions',
        publicOrigin: config.publicOrigin,
      });
      await api.register(leadDeskRoute, { prefix: '/admissions/desk' });
      await api.register(demoVisitorRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes, { publicOrigin: config.publicOrigin });
  await app.register(appManifestRoutes);
  await app.register(thumbnailRoutes, {
    store: createThumbnailStore({
      baseUrl: config.youtubeImageBase,
      onError: (error) => app.log.warn({ err: error }, 'a YouTube thumbnail could not be fetched'),
    }),
  });
  await app.register(spaPlugin, { build: webBuild, publicOrigin: config.publicOrigin });
  await app.register(nativeFormRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
