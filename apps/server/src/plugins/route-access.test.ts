import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMISSION_MESSAGES } from '@academy/contract/admissions';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import { ROLES } from '@academy/contract/roles';
import { rolesOf, type Access, type RoleName } from '../lib/access.ts';
import { requireDeclaredAccess } from '../lib/declared-access.ts';
import { createTestApp } from '../../test/app.ts';
import { signedInAs } from '../../test/users.ts';

/**
 * Who may call each API route. A new route fails here until its access is written down, so
 * nobody adds an endpoint without deciding who may use it.
 */
const EXPECTED: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/me': 'public',
  'PUT /api/auth/me': 'user',
  'POST /api/auth/password': 'user',
  'GET /api/auth/forgot-password': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/confirm-phone': 'public',
  'POST /api/auth/confirm-phone/resend': 'public',
  'POST /api/auth/phone': 'user',
  'POST /api/auth/phone/confirm': 'user',
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/payments': 'admin',
  'GET /api/admin/payments/export.csv': 'admin',
  'GET /api/admin/payments/gstr1': 'admin',
  'POST /api/admin/payments/:id/refunds': 'admin',
  'POST /api/admin/payments/offline': 'admin',
  'GET /api/admin/downloads': 'admin',
  'GET /api/admin/downloads/notes': 'admin',
  'GET /api/user/admin': 'admin',
  'GET /api/admin/students/export.csv': 'admin',
  'POST /api/admin/students': 'admin',
  'GET /api/admin/students/:id': 'admin',
  'PUT /api/admin/students/:id': 'admin',
  'POST /api/admin/students/:id/suspend': 'admin',
  'POST /api/admin/students/:id/reactivate': 'admin',
  'POST /api/admin/students/:id/reset-password': 'admin',
  'DELETE /api/admin/students/:id': 'admin',
  'GET /api/admin/students/import/template.csv': 'admin',
  'POST /api/admin/students/import/preview': 'admin',
  'POST /api/admin/students/import': 'admin',
  'GET /api/admin/people': 'admin',
  'POST /api/admin/people': 'admin',
  'PUT /api/admin/people/:id': 'admin',
  'POST /api/admin/people/:id/suspend': 'admin',
  'POST /api/admin/people/:id/reactivate': 'admin',
  'POST /api/admin/people/:id/reset-password': 'admin',
  'POST /api/admin/people/:id/children': 'admin',
  'DELETE /api/admin/people/:id/children/:studentId': 'admin',
  'GET /api/student/parent-code': 'student',
  'POST /api/student/parent-code': 'student',
  'GET /api/parent/children': 'parent',
  'POST /api/parent/children': 'parent',
  'GET /api/parent/children/:studentId': 'parent',
  'GET /api/admin/stats': 'admin',
  'POST /api/feedback': 'optional',
  'GET /api/admin/feedback': 'admin',
  'PATCH /api/admin/feedback/:id': 'admin',
  'GET /api/site-config': 'public',
  'GET /api/site-config/general': 'admin',
  'PUT /api/site-config/general': 'admin',
  'GET /api/site-config/contact': 'admin',
  'PUT /api/site-config/contact': 'admin',
  'GET /api/site-config/social-links': 'admin',
  'PUT /api/site-config/social-links': 'admin',
  'GET /api/site-config/home': 'admin',
  'PUT /api/site-config/home': 'admin',
  'GET /api/site-config/accounts': 'admin',
  'PUT /api/site-config/accounts': 'admin',
  'GET /api/site-config/business': 'admin',
  'PUT /api/site-config/business': 'admin',
  'GET /api/site-config/business/signature': 'admin',
  'PUT /api/site-config/business/signature': 'admin',
  'DELETE /api/site-config/business/signature': 'admin',
  'GET /api/site-config/trust': 'admin',
  'PUT /api/site-config/trust': 'admin',
  'GET /api/showcase': 'public',
  'POST /api/contact': 'optional',
  'GET /api/admin/enquiries': 'admin',
  'PATCH /api/admin/enquiries/:id': 'admin',
  'GET /api/links': 'public',
  'POST /api/links': 'admin',
  'PUT /api/links/:id': 'admin',
  'DELETE /api/links/:id': 'admin',
  'GET /api/videos': 'public',
  'POST /api/videos': 'admin',
  'PUT /api/videos/:id': 'admin',
  'DELETE /api/videos/:id': 'admin',
  'GET /api/courses': 'optional',
  'GET /api/courses/:id': 'optional',
  'POST /api/courses': 'admin',
  'PUT /api/courses/:id': 'admin',
  'DELETE /api/courses/:id': 'admin',
  'POST /api/purchase/:id': 'student',
  'GET /api/student/my-courses': 'student',
  'GET /api/student/my-courses/:id': 'student',
  'PUT /api/student/my-courses/:id/progress': 'student',
  'PUT /api/courses/:id/rating': 'student',
  'GET /api/notes': 'optional',
  'GET /api/notes/:id': 'optional',
  'POST /api/notes': 'admin',
  'PUT /api/notes/:id': 'admin',
  'DELETE /api/notes/:id': 'admin',
  'GET /api/notes/:id/file': 'optional',
  'GET /api/resources': 'public',
  'GET /api/resources/:id': 'public',
  'POST /api/resources': 'admin',
  'PUT /api/resources/:id': 'admin',
  'DELETE /api/resources/:id': 'admin',
  'GET /api/resources/:id/file': 'public',
  'GET /api/admin/mock-tests': 'admin',
  'GET /api/admin/mock-tests/csv-template': 'admin',
  'POST /api/admin/mock-tests/import-csv': 'admin',
  'POST /api/admin/mock-tests': 'admin',
  'GET /api/admin/mock-tests/:id': 'admin',
  'PUT /api/admin/mock-tests/:id': 'admin',
  'DELETE /api/admin/mock-tests/:id': 'admin',
  'GET /api/admin/mock-tests/:id/results': 'admin',
  'GET /api/admin/students/:id/test-results': 'admin',
  'GET /api/mock-tests': 'optional',
  'GET /api/student/my-tests': 'student',
  'GET /api/mock-tests/:id': 'student',
  'POST /api/mock-tests/:id/attempts': 'student',
  'GET /api/mock-attempts/:id': 'student',
  'PUT /api/mock-attempts/:id/answers/:questionId': 'student',
  'POST /api/mock-attempts/:id/submit': 'student',
  'GET /api/mock-attempts/:id/result': 'student',
  'GET /api/student/home': 'student',
  'GET /api/payments/config': ['student', 'parent'],
  'GET /api/payments/invoice-details': ['student', 'parent', 'admin'],
  'POST /api/payments/orders': ['student', 'parent'],
  'GET /api/payments/orders': 'student',
  'GET /api/payments/orders/:id': ['student', 'parent'],
  'POST /api/payments/verify': ['student', 'parent'],
  'GET /api/payments/orders/:id/credit-note': 'user',
  'GET /api/payments/orders/:id/receipt': 'user',
  'POST /api/payments/razorpay/webhook': 'public',
  'POST /api/payments/coupons/check': 'student',
  'GET /api/admin/coupons': 'admin',
  'POST /api/admin/coupons': 'admin',
  'PUT /api/admin/coupons/:id': 'admin',
  'DELETE /api/admin/coupons/:id': 'admin',
  'GET /api/admin/batches': 'admin',
  'POST /api/admin/batches': 'admin',
  'GET /api/admin/batches/:id': 'admin',
  'PUT /api/admin/batches/:id': 'admin',
  'DELETE /api/admin/batches/:id': 'admin',
  'POST /api/admin/batches/:id/members': 'admin',
  'DELETE /api/admin/batches/:id/members/:studentId': 'admin',
  'GET /api/teacher/batches': 'teacher',
  'GET /api/student/batches': 'student',
  'POST /api/student/batches/:id/join': 'student',
  'GET /api/admin/batches/:id/instalments': 'admin',
  'POST /api/admin/batches/:id/instalments': 'admin',
  'PUT /api/admin/batches/:id/instalments/:instalmentId': 'admin',
  'DELETE /api/admin/batches/:id/instalments/:instalmentId': 'admin',
  'GET /api/admin/batches/:id/dues': 'admin',
  'POST /api/admin/batches/:id/dues/remind': 'admin',
  'GET /api/timetable': 'user',
  'GET /api/timetable/feed': 'user',
  'POST /api/timetable/feed': 'user',
  'GET /api/calendar/:file': 'public',
  'GET /api/admin/batches/:id/slots': 'admin',
  'POST /api/admin/batches/:id/slots': 'admin',
  'PUT /api/admin/batches/:id/slots/:slotId': 'admin',
  'DELETE /api/admin/batches/:id/slots/:slotId': 'admin',
  'POST /api/batches/:id/classes': ['admin', 'teacher'],
  'PUT /api/classes/:key': ['admin', 'teacher'],
  'GET /api/classes/:key/attendance': ['admin', 'teacher'],
  'PUT /api/classes/:key/attendance': ['admin', 'teacher'],
  'PUT /api/classes/:key/recording': ['admin', 'teacher'],
  'GET /api/batches/:id/recordings': 'user',
  'GET /api/recordings': 'user',
  'GET /api/attendance/:studentId': ['admin', 'student', 'parent'],
  'GET /api/admin/batches/:id/low-attendance': 'admin',
  'GET /api/announcements': 'user',
  'POST /api/announcements': ['admin', 'teacher'],
  'GET /api/announcements/texts': 'admin',
  'DELETE /api/announcements/:id': ['admin', 'teacher'],
  'GET /api/paper-tests': ['admin', 'teacher'],
  'POST /api/paper-tests': ['admin', 'teacher'],
  'GET /api/paper-tests/students/:studentId/results': ['admin', 'student', 'parent'],
  'GET /api/paper-tests/distribution': ['admin', 'teacher'],
  'GET /api/paper-tests/:id': ['admin', 'teacher'],
  'PUT /api/paper-tests/:id/marks': ['admin', 'teacher'],
  'POST /api/paper-tests/:id/publish': ['admin', 'teacher'],
  'GET /api/report-cards/terms': 'user',
  'POST /api/report-cards/terms': 'admin',
  'PUT /api/report-cards/terms/:id': 'admin',
  'DELETE /api/report-cards/terms/:id': 'admin',
  'GET /api/report-cards/remarks': ['admin', 'teacher'],
  'PUT /api/report-cards/remarks': ['admin', 'teacher'],
  'GET /api/report-cards/students/:studentId': ['admin', 'student', 'parent'],
  'GET /api/report-cards/students/:studentId/card.pdf': ['admin', 'teacher', 'student', 'parent'],
  'GET /api/report-cards/batches/:batchId/cards.zip': ['admin', 'teacher'],
  'GET /api/admissions/leads': ['admin', 'teacher'],
  'POST /api/admissions/leads': ['admin', 'teacher'],
  'POST /api/admissions/leads/import': ['admin', 'teacher'],
  'GET /api/admissions/leads/:id': ['admin', 'teacher'],
  'PATCH /api/admissions/leads/:id': ['admin', 'teacher'],
  'POST /api/admissions/leads/:id/stage': ['admin', 'teacher'],
  'POST /api/admissions/leads/:id/notes': ['admin', 'teacher'],
  'POST /api/admissions/leads/:id/admit': 'admin',
  'GET /api/admissions/batches': ['admin', 'teacher'],
  'GET /api/admissions/batches/:id/demo-classes': ['admin', 'teacher'],
  'GET /api/admissions/desk': ['admin', 'teacher'],
  'GET /api/admissions/figures': ['admin', 'teacher'],
  'GET /api/admissions/figures.csv': ['admin', 'teacher'],
  'POST /api/admissions/leads/:id/demo': ['admin', 'teacher'],
  'GET /api/classes/:key/demo-visitors': ['admin', 'teacher'],
  'PUT /api/classes/:key/demo-visitors/:id': ['admin', 'teacher'],
  'GET /api/admissions/whatsapp-template': ['admin', 'teacher'],
  'PUT /api/admissions/whatsapp-template': 'admin',
  'GET /api/admissions/staff': ['admin', 'teacher'],
  'PUT /api/admissions/counsellors': 'admin',
  'GET /api/doubts': 'user',
  'POST /api/doubts': 'student',
  'GET /api/doubts/batches': 'student',
  'GET /api/doubts/similar': 'student',
  'GET /api/doubts/:id': 'user',
  'GET /api/doubts/:id/photos/:photoId': 'user',
  'POST /api/doubts/:id/answers': ['admin', 'teacher'],
  'POST /api/doubts/:id/reply': 'student',
  'POST /api/doubts/:id/solved': 'student',
  'GET /api/admin/doubts/response-times': 'admin',
  'GET /api/homework': ['admin', 'teacher'],
  'POST /api/homework': ['admin', 'teacher'],
  'GET /api/homework/students/:studentId/items': ['admin', 'student', 'parent'],
  'GET /api/homework/:id': 'user',
  'GET /api/homework/:id/pdf': 'user',
  'GET /api/homework/:id/students': ['admin', 'teacher'],
  'POST /api/homework/:id/submission': 'student',
  'GET /api/homework/submissions/:id/files/:fileId': 'user',
  'POST /api/homework/submissions/:id/return': ['admin', 'teacher'],
};

/**
 * Routes a teacher reaches only once an admin names them counsellor (issue 52); the desk answers
 * every teacher whether they are one.
 */
const COUNSELLORS_ONLY = (url: string) =>
  url.startsWith('/api/admissions/') && url !== '/api/admissions/desk';

const t = await createTestApp();
const routes = t.app.routeAccess.filter((r) => r.method !== 'HEAD');
const nonsense = { title: 42, nonsense: ['x'], password: null };
/** A path with each parameter filled in, so the request reaches the route itself. */
const pathOf = (url: string) => url.replace(/:\w+/g, () => randomUUID());
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('route access', () => {
  it('declares the expected access on every API route', () => {
    const actual = Object.fromEntries(routes.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(actual).toEqual(EXPECTED);
  });

  it("exempts only Razorpay's webhook from the same-origin check", () => {
    const exempt = routes.filter((r) => r.crossSite).map((r) => `${r.method} ${r.url}`);
    expect(exempt).toEqual(['POST /api/payments/razorpay/webhook']);
  });

  it('answers a guest 401 on every signed-in route, before reading the body', async () => {
    const guarded = routes.filter((r) => r.access !== 'public' && r.access !== 'optional');
    expect(guarded.length).toBeGreaterThan(50);
    for (const route of guarded) {
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : nonsense;
      const res = await t.agent().request(route.method as Method, pathOf(route.url), body);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.body.message).toBe(AUTH_MESSAGES.signInRequired);
    }
  });

  it('walks every role over every guarded route: a role the route does not admit gets 403 before its body is read', async () => {
    const names = Object.keys(ROLES) as RoleName[];
    const agents = new Map(
      await Promise.all(
        names.map(async (name) => [name, (await signedInAs(t, ROLES[name])).agent] as const),
      ),
    );
    const guarded = routes.filter((r) => r.access !== 'public' && r.access !== 'optional');
    for (const route of guarded) {
      const admitted = rolesOf(route.access);
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : nonsense;
      for (const name of names) {
        const res = await agents
          .get(name)!
          .request(route.method as Method, pathOf(route.url), body);
        const what = `${name}: ${route.method} ${route.url}`;
        if (name === 'teacher' && COUNSELLORS_ONLY(route.url) && admitted?.includes(ROLES[name])) {
          // Let in by role, then refused as no counsellor, still before the body is read.
          expect(res.statusCode, what).toBe(403);
          expect(res.body.message, what).toBe(ADMISSION_MESSAGES.notCounsellor);
          continue;
        }
        if (!admitted || admitted.includes(ROLES[name])) {
          // Let in: what it answers next (400, 404) is the route's own business.
          expect([401, 403], what).not.toContain(res.statusCode);
          continue;
        }
        expect(res.statusCode, what).toBe(403);
        expect(res.body.message, what).toBe(AUTH_MESSAGES.forbidden);
        expect(res.body.errors, what).toBeUndefined();
      }
    }
  });
});

describe('a route without a declared access', () => {
  it('stops the app from starting', async () => {
    const app = Fastify();
    const forgetful = app.register(async (scope) => {
      requireDeclaredAccess(app, scope);
      scope.post('/forgotten', async () => 'open');
    });
    await expect(forgetful).rejects.toThrow('POST /forgotten declares no access');
  });
});
