import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { SITE_CONFIG_TABS } from '@academy/contract/site-config';
import { createTestApp, type Agent, type TestResponse } from '../../test/app.ts';
import { DEMO_SITE_CONFIG } from '../demo/content/site-config.ts';
import { validCourse } from '../../test/courses.ts';
import { signedInAs, validRegistration } from '../../test/users.ts';

const t = await createTestApp();
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

let document: OpenApi;
let source: string;
beforeAll(async () => {
  const res = await t.agent().get('/api/docs/json');
  expect(res.statusCode).toBe(200);
  source = res.text;
  document = JSON.parse(source) as OpenApi;
});

const operations = () =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
  );

describe('the API description', () => {
  it('passes redocly lint with the recommended rules (redocly.yaml)', async () => {
    const config = await loadConfig({ configPath: path.join(repoRoot, 'redocly.yaml') });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const found = problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(found).toEqual([]);
  });

  it('describes the success of every operation', () => {
    const missing = operations()
      .filter(({ operation }) => !Object.keys(operation.responses).some((s) => /^2/.test(s)))
      .map(({ operation }) => operation.operationId);
    expect(missing).toEqual([]);
  });

  it('names every operation once, says who may call it and what it can fail with', () => {
    const access = new Map(
      t.app.routeAccess.map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r.access]),
    );
    const ids = new Set<string>();
    for (const { url, method, operation } of operations()) {
      const name = `${method.toUpperCase()} ${url}`;
      expect(operation.operationId, name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(ids.has(operation.operationId!), `${name}: ${operation.operationId}`).toBe(false);
      ids.add(operation.operationId!);
      expect(operation.summary, name).toBeTruthy();
      const declared = access.get(name) ?? access.get(`${name}/`.replace(/\/\/$/, '/'));
      expect(declared, name).toBeDefined();
      const statuses = Object.keys(operation.responses);
      expect(statuses, name).toContain('5XX');
      if (declared === 'public') {
        // Public, or proving itself with the refresh cookie alone (POST /api/auth/refresh).
        expect([[], [{ refreshCookie: [] }]], name).toContainEqual(operation.security);
      } else if (declared === 'optional') expect(operation.security, name).toContainEqual({});
      else {
        expect(operation.security, name).toEqual([{ session: [] }]);
        expect(statuses, name).toEqual(expect.arrayContaining(['401', '403']));
      }
    }
  });
});

/**
 * Answers checked against the schema the document declares for their status: what a client
 * generated from the document would expect is what it gets.
 */
describe('answers match their declared schemas', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // The settings' e-mail address is declared as one: checked, not ignored with a warning.
  addFormats.default(ajv);
  let compiled = false;

  function schemaFor(method: string, url: string, status: number, contentType: string) {
    if (!compiled) {
      ajv.addSchema({ $id: 'openapi.json', components: document.components });
      compiled = true;
    }
    const operation = document.paths[url]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${url} is not in the document`);
    const response =
      operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
    if (!response) throw new Error(`${method} ${url} declares no ${status} answer`);
    const media = Object.entries(response.content ?? {}).find(([type]) =>
      contentType.startsWith(type),
    );
    if (!media) throw new Error(`${method} ${url} ${status} declares no ${contentType} content`);
    return JSON.parse(
      JSON.stringify(media[1].schema ?? {}).replaceAll(
        '"#/components/',
        '"openapi.json#/components/',
      ),
    ) as object;
  }

  /** `url` is the document's path, `address` the request's when it has parameters. */
  async function expectConforms(res: TestResponse, method: string, url: string) {
    const contentType = String(res.headers['content-type'] ?? '');
    const schema = schemaFor(method, url, res.statusCode, contentType.split(';')[0]!);
    if (!contentType.includes('json')) return;
    const validate = ajv.compile(schema);
    const valid = validate(JSON.parse(res.text));
    expect(validate.errors ?? [], `${method} ${url} ${res.statusCode}: ${res.text}`).toEqual([]);
    expect(valid).toBe(true);
  }

  async function check(
    agent: Agent,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { address?: string; body?: unknown; status: number },
  ) {
    const res = await agent.request(method, options.address ?? url, options.body);
    expect(res.statusCode, `${method} ${url}: ${res.text}`).toBe(options.status);
    await expectConforms(res, method, url);
    return res;
  }

  it('a declared schema refuses an answer of another shape', async () => {
    const res = await t.agent().get('/api/admin/stats');
    expect(res.statusCode).toBe(401);
    const wrong = Object.assign(Object.create(res) as TestResponse, {
      statusCode: 200,
      text: res.text,
    });
    await expect(expectConforms(wrong, 'GET', '/api/health')).rejects.toThrow();
  });

  it('for a visitor', async () => {
    const visitor = t.agent();
    await check(visitor, 'GET', '/api/health', { status: 200 });
    await check(visitor, 'GET', '/api/links', { status: 200 });
    await check(visitor, 'GET', '/api/site-config', { status: 200 });
    await check(visitor, 'GET', '/api/showcase', { status: 200 });
    await check(visitor, 'GET', '/api/videos', { status: 200 });
    await check(visitor, 'GET', '/api/notes', { status: 200 });
    await check(visitor, 'GET', '/api/resources', {
      address: '/api/resources?kind=textbook',
      status: 200,
    });
    await check(visitor, 'GET', '/api/courses/{id}', {
      address: `/api/courses/${randomUUID()}`,
      status: 404,
    });
    await check(visitor, 'GET', '/api/courses/{id}', {
      address: '/api/courses/not-an-id',
      status: 400,
    });
    await check(visitor, 'GET', '/api/admin/stats', { status: 401 });
    await check(visitor, 'POST', '/api/auth/login', {
      body: { phone: '98765 43210', password: 'wrong-password' },
      status: 401,
    });
    await check(visitor, 'POST', '/api/auth/login', { body: {}, status: 400 });
    const feedback = { name: 'Asha', email: 'asha@example.in', message: 'The classes are great.' };
    await check(visitor, 'POST', '/api/feedback', { body: feedback, status: 201 });
    const enquiry = { name: 'Asha', query: 'When does the next batch start?' };
    await check(visitor, 'POST', '/api/contact', { body: enquiry, status: 201 });
  });

  it('for a student', async () => {
    const { agent } = await signedInAs(t, ROLES.student);
    await check(agent, 'GET', '/api/admin/stats', { status: 403 });
    await check(agent, 'POST', '/api/links', { body: {}, status: 403 });
    await check(agent, 'GET', '/api/timetable/feed', { status: 200 });
    await check(agent, 'GET', '/api/timetable', { status: 200 });
    await check(agent, 'GET', '/api/recordings', { status: 200 });
    await check(agent, 'GET', '/api/payments/orders', { status: 200 });
    await check(agent, 'GET', '/api/payments/config', { status: 200 });
    await check(agent, 'GET', '/api/payments/orders/{id}', {
      address: `/api/payments/orders/${randomUUID()}`,
      status: 404,
    });
    await check(agent, 'POST', '/api/payments/coupons/check', { body: {}, status: 400 });
    await check(agent, 'GET', '/api/student/parent-code', { status: 200 });
    await check(agent, 'GET', '/api/announcements', { status: 200 });
    await check(agent, 'GET', '/api/student/batches', { status: 200 });
    await check(agent, 'GET', '/api/student/home', { status: 200 });
    await check(agent, 'POST', '/api/student/parent-code', { status: 201 });
    await check(agent, 'GET', '/api/student/parent-code', { status: 200 });
    await check(agent, 'POST', '/api/auth/phone', { body: {}, status: 400 });
  });

  it('for an administrator', async () => {
    const { agent } = await signedInAs(t, ROLES.admin);
    await check(agent, 'GET', '/api/admin/stats', { status: 200 });
    await check(agent, 'GET', '/api/user/admin', { status: 200 });
    await check(agent, 'GET', '/api/admin/payments', { status: 200 });
    await check(agent, 'GET', '/api/admin/coupons', { status: 200 });
    await check(agent, 'GET', '/api/admin/feedback', { status: 200 });
    await check(agent, 'GET', '/api/admin/enquiries', { status: 200 });
    await check(agent, 'GET', '/api/admin/downloads', { status: 200 });
    await check(agent, 'GET', '/api/admin/downloads/notes', { status: 200 });
    await check(agent, 'GET', '/api/admin/audit', { status: 200 });
    await check(agent, 'GET', '/api/admin/batches', { status: 200 });
    await check(agent, 'GET', '/api/admin/batches/{id}/instalments', {
      address: `/api/admin/batches/${randomUUID()}/instalments`,
      status: 404,
    });
    await check(agent, 'POST', '/api/announcements', {
      body: { title: 'Holiday', body: 'The academy is closed on Friday.' },
      status: 201,
    });
    await check(agent, 'GET', '/api/announcements', { status: 200 });
    await check(agent, 'GET', '/api/admin/people', {
      address: '/api/admin/people?role=parent',
      status: 200,
    });
    const student = await check(agent, 'POST', '/api/admin/students', {
      body: validRegistration(),
      status: 201,
    });
    const studentId = student.body.data.student.userId as string;
    await check(agent, 'GET', '/api/admin/students/{id}', {
      address: `/api/admin/students/${studentId}`,
      status: 200,
    });
    await check(agent, 'POST', '/api/admin/students/{id}/suspend', {
      address: `/api/admin/students/${studentId}/suspend`,
      status: 200,
    });
    await check(agent, 'GET', '/api/admin/students/{id}', {
      address: `/api/admin/students/${randomUUID()}`,
      status: 404,
    });
    const link = {
      title: 'NCERT books',
      link: 'https://ncert.nic.in',
      des: 'Textbooks',
      category: 'Books',
    };
    const created = await check(agent, 'POST', '/api/links', { body: link, status: 201 });
    const id = created.body.data._id as string;
    const address = `/api/links/${id}`;
    await check(agent, 'PUT', '/api/links/{id}', {
      address,
      body: { ...link, des: 'NCERT textbooks' },
      status: 200,
    });
    await check(agent, 'PUT', '/api/links/{id}', { address, body: {}, status: 400 });
    await check(agent, 'DELETE', '/api/links/{id}', { address, status: 200 });
    await check(agent, 'DELETE', '/api/links/{id}', { address, status: 404 });
    await check(agent, 'GET', '/api/admin/students/export.csv', { status: 200 });
    await check(agent, 'GET', '/api/admin/payments/export.csv', { status: 200 });
    await check(agent, 'GET', '/api/admin/mock-tests/csv-template', { status: 200 });
    await check(agent, 'GET', '/api/admin/students/import/template.csv', { status: 200 });
  });
  it('for a course, from its creation to a student watching it', async () => {
    const { agent: admin } = await signedInAs(t, ROLES.admin);
    const { agent: student } = await signedInAs(t, ROLES.student);
    const created = await check(admin, 'POST', '/api/courses', {
      body: validCourse(),
      status: 201,
    });
    const id = created.body.data._id as string;
    const address = `/api/courses/${id}`;
    await check(admin, 'PUT', '/api/courses/{id}', {
      address,
      body: validCourse({ title: 'Accountancy for Class 12' }),
      status: 200,
    });
    await check(admin, 'GET', '/api/courses/{id}', { address, status: 200 });
    await check(admin, 'GET', '/api/courses', { address: '/api/courses?status=all', status: 200 });
    await check(t.agent(), 'GET', '/api/courses', { status: 200 });
    await check(student, 'GET', '/api/courses/{id}', { address, status: 200 });
    await check(student, 'POST', '/api/purchase/{id}', {
      address: `/api/purchase/${id}`,
      status: 200,
    });
    await check(student, 'GET', '/api/student/my-courses', { status: 200 });
    const mine = `/api/student/my-courses/${id}`;
    const course = await check(student, 'GET', '/api/student/my-courses/{id}', {
      address: mine,
      status: 200,
    });
    const [item] = course.body.data.courseContent;
    await check(student, 'PUT', '/api/student/my-courses/{id}/progress', {
      address: `${mine}/progress`,
      body: { videoId: item.video.id, completed: true },
      status: 200,
    });
    await check(student, 'PUT', '/api/courses/{id}/rating', {
      address: `${address}/rating`,
      body: { rating: 5 },
      status: 200,
    });
    await check(student, 'GET', '/api/student/home', { status: 200 });
    await check(admin, 'DELETE', '/api/courses/{id}', { address, status: 200 });
  });

  it("for a mock test, from its writing to a student's result and their parent's view", async () => {
    const { agent: admin } = await signedInAs(t, ROLES.admin);
    const { agent: student, userId } = await signedInAs(t, ROLES.student);
    const csv =
      'question,option_a,option_b,option_c,option_d,answer,topic\nTwo and two?,3,4,5,6,B,Sums\n';
    const imported = await check(admin, 'POST', '/api/admin/mock-tests/import-csv', {
      body: { csv },
      status: 200,
    });
    const { section: _section, ...question } = imported.body.data.questions[0];
    const form = {
      title: 'Sums for Class 9',
      program: 'class-9-10',
      subject: 'Maths',
      timeLimitMinutes: 10,
      status: 'published',
      sections: [{ title: 'Part A', marksPerQuestion: 4, negativeMarks: 1, questions: [question] }],
    };
    const created = await check(admin, 'POST', '/api/admin/mock-tests', {
      body: form,
      status: 201,
    });
    const testId = created.body.data.id as string;
    const address = `/api/admin/mock-tests/${testId}`;
    await check(admin, 'GET', '/api/admin/mock-tests/{id}', { address, status: 200 });
    await check(admin, 'PUT', '/api/admin/mock-tests/{id}', {
      address,
      body: { ...form, description: 'Ten minutes, one question.' },
      status: 200,
    });
    await check(admin, 'GET', '/api/admin/mock-tests', { status: 200 });
    await check(t.agent(), 'GET', '/api/mock-tests', { status: 200 });
    await check(student, 'GET', '/api/mock-tests', { status: 200 });
    await check(student, 'GET', '/api/mock-tests/{id}', {
      address: `/api/mock-tests/${testId}`,
      status: 200,
    });
    const started = await check(student, 'POST', '/api/mock-tests/{id}/attempts', {
      address: `/api/mock-tests/${testId}/attempts`,
      status: 201,
    });
    await check(student, 'POST', '/api/mock-tests/{id}/attempts', {
      address: `/api/mock-tests/${testId}/attempts`,
      status: 200,
    });
    const attempt = `/api/mock-attempts/${started.body.data.id as string}`;
    const view = await check(student, 'GET', '/api/mock-attempts/{id}', {
      address: attempt,
      status: 200,
    });
    await check(student, 'PUT', '/api/mock-attempts/{id}/answers/{questionId}', {
      address: `${attempt}/answers/${view.body.data.questions[0].id as string}`,
      body: { chosenOption: 1 },
      status: 200,
    });
    await check(student, 'POST', '/api/mock-attempts/{id}/submit', {
      address: `${attempt}/submit`,
      status: 200,
    });
    await check(student, 'GET', '/api/mock-attempts/{id}/result', {
      address: `${attempt}/result`,
      status: 200,
    });
    await check(student, 'GET', '/api/student/my-tests', { status: 200 });
    await check(student, 'GET', '/api/student/home', { status: 200 });
    const { agent: parent } = await signedInAs(t, ROLES.parent);
    const code = await student.post('/api/student/parent-code');
    await parent.post('/api/parent/children', { code: code.body.data.parentCode.code });
    await check(parent, 'GET', '/api/parent/children/{studentId}', {
      address: `/api/parent/children/${userId}`,
      status: 200,
    });
    await check(admin, 'GET', '/api/admin/mock-tests/{id}/results', {
      address: `${address}/results`,
      status: 200,
    });
    await check(admin, 'GET', '/api/admin/students/{id}/test-results', {
      address: `/api/admin/students/${userId}/test-results`,
      status: 200,
    });
    await check(admin, 'DELETE', '/api/admin/mock-tests/{id}', { address, status: 409 });
  });

  it('for the site settings, each tab read before and after it is saved', async () => {
    const { agent: admin } = await signedInAs(t, ROLES.admin);
    const testimonial = { quote: 'The mock tests made the difference.', name: 'Asha', who: '' };
    const values = {
      ...DEMO_SITE_CONFIG,
      trust: { teachers: [], toppers: [], testimonials: [{ ...testimonial, photo: '' }] },
    };
    for (const [tab, { key }] of Object.entries(SITE_CONFIG_TABS)) {
      const url = `/api/site-config/${tab}`;
      await check(admin, 'GET', url, { status: 200 });
      await check(admin, 'PUT', url, { body: values[key], status: 200 });
      await check(admin, 'GET', url, { status: 200 });
    }
    await check(t.agent(), 'GET', '/api/site-config', { status: 200 });
    await check(t.agent(), 'GET', '/api/showcase', { status: 200 });
  });
});
