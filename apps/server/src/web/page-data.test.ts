import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { createTestApp } from '../../test/app.ts';
import { oneQuestionTest } from '../../test/mock-tests.ts';
import { multipart } from '../../test/multipart.ts';
import { signedInAs } from '../../test/users.ts';
import { fakeWebDist, pageDataOf } from '../../test/web-dist.ts';

const t = await createTestApp({ WEB_DIST: fakeWebDist() });
const admin = await signedInAs(t, ROLES.admin);
const student = await signedInAs(t, ROLES.student);

const signedOut = { queryKey: ['auth', 'me'], data: null };

async function save(url: string, fields: Record<string, string | string[]>) {
  const { payload, headers } = await multipart(fields);
  const res = await admin.agent.request('POST', url, payload, headers);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
}

const link = { uploadMethod: 'link', link: 'https://ncert.nic.in/textbook/pdf/jesc101.pdf' };
await save('/api/notes', {
  ...link,
  title: 'Inlined chemical reactions',
  des: 'Balanced equations and types of reactions.',
  isFree: 'true',
  subject: 'Science',
  classes: '10',
  category: ['Science'],
});
await save('/api/notes', {
  ...link,
  title: 'Inlined paid trigonometry',
  des: 'Ratios and identities.',
  isFree: 'false',
  pricePaise: '4900',
  subject: 'Mathematics',
  classes: '10',
  category: ['Maths'],
});
const resource = { ...link, description: 'NCERT.', class: '10', subject: 'Science' };
await save('/api/resources', { ...resource, kind: 'textbook', title: 'Inlined Science textbook' });
await save('/api/resources', {
  ...resource,
  kind: 'solution',
  title: 'Inlined Science solutions',
  chapter: '1. Chemical Reactions and Equations',
});
await save('/api/resources', {
  ...resource,
  kind: 'paper',
  title: 'Inlined board paper',
  exam: 'CBSE Board',
  year: '2024',
});
await oneQuestionTest(admin.agent, 'Inlined mock test', 'class-9-10');

/** Each list page, the API call it makes first with no filter, its key and a filtered address. */
const pages = [
  {
    path: '/notes',
    api: '/api/notes?page=1',
    queryKey: ['notes', 'list', { class: '', subject: '', access: '', page: '1' }],
    filtered: ['/notes?access=free', '/notes?class=10', '/notes?stream=Science', '/notes?page=2'],
  },
  ...(
    [
      ['/ncert-textbooks', 'textbook', 'class=10'],
      ['/ncert-solutions', 'solution', 'chapter=chemical'],
      ['/pyqs', 'paper', 'year=2024'],
    ] as const
  ).map(([path, kind, filter]) => ({
    path,
    api: `/api/resources?kind=${kind}`,
    queryKey: [
      'resources',
      'list',
      { kind, class: '', stream: '', subject: '', exam: '', year: '', chapter: '' },
    ],
    filtered: [`${path}?${filter}`, `${path}?subject=Science`],
  })),
];

describe("a study-material list inlined into a visitor's page", () => {
  it('carries the first, unfiltered list under the key the page asks with, in both languages', async () => {
    for (const { path, api, queryKey } of pages) {
      const answer = await t.agent().get(api);
      expect(answer.statusCode).toBe(200);
      const items = Array.isArray(answer.body.data) ? answer.body.data : answer.body.data.items;
      expect(items.length, api).toBeGreaterThan(0);
      for (const url of [path, `/hi${path}`, `${path}?utm_source=app`]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(pageDataOf(res.body), url).toEqual([
          signedOut,
          { queryKey, data: answer.body.data },
        ]);
      }
    }
  });

  it('carries no list when the address has a filter: that is another list than the first', async () => {
    for (const { filtered } of pages) {
      for (const url of [...filtered, ...filtered.map((f) => `/hi${f}`)]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(pageDataOf(res.body), url).toEqual([signedOut]);
      }
    }
  });

  it('carries only who is signed in to a signed-in reader, whose page asks the API', async () => {
    for (const { path } of pages) {
      const res = await t.app.inject({
        url: path,
        cookies: Object.fromEntries(admin.agent.cookies),
      });
      expect(res.statusCode).toBe(200);
      expect(
        pageDataOf(res.body).map((entry: { queryKey: unknown }) => entry.queryKey),
        path,
      ).toEqual([['auth', 'me']]);
    }
  });
});

describe("the mock tests inlined into a visitor's /tests", () => {
  const queryKey = ['mock-tests', 'student', 'list', 'visitor'];

  it('carries the published tests as the API lists them to a visitor, in both languages', async () => {
    const answer = await t.agent().get('/api/mock-tests');
    expect(answer.body.data.map((test: { title: string }) => test.title)).toContain(
      'Inlined mock test',
    );
    for (const url of ['/tests', '/hi/tests']) {
      const res = await t.app.inject({ url });
      expect(pageDataOf(res.body), url).toEqual([signedOut, { queryKey, data: answer.body.data }]);
    }
  });

  it('carries them with a filter in the address too: the page filters the whole list itself', async () => {
    const answer = await t.agent().get('/api/mock-tests');
    const res = await t.app.inject({ url: '/tests?program=class-9-10&subject=Home' });
    expect(pageDataOf(res.body)).toEqual([signedOut, { queryKey, data: answer.body.data }]);
  });

  it('carries only who is signed in to a signed-in student, whose list has their own attempts', async () => {
    const res = await t.app.inject({
      url: '/tests',
      cookies: Object.fromEntries(student.agent.cookies),
    });
    expect(pageDataOf(res.body).map((entry: { queryKey: unknown }) => entry.queryKey)).toEqual([
      ['auth', 'me'],
    ]);
  });
});
