import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MOCK_TEST_MESSAGES } from '@academy/contract/mock-tests';
import { ROLES } from '@academy/contract/roles';
import { auditLog, mockAttempts } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { signedInAs } from '../../../test/users.ts';

const t = await createTestApp();
const CSV_HEADER = 'section,question,option_a,option_b,option_c,option_d,answer,topic,explanation';
const admin = (await signedInAs(t, ROLES.admin)).agent;

const q = (text: string, correctOption: number, topic: string) => ({
  text,
  options: ['Option one', 'Option two', 'Option three', 'Option four'],
  correctOption,
  topic,
  explanation: `Because of ${topic}.`,
});

/** Part A: 4 marks, -1 wrong; Part B: 2 marks, -0.5 wrong. Max 4*3 + 2*2 = 16. */
const testForm = (overrides: Record<string, unknown> = {}) => ({
  title: 'Class 10 Science Mock 1',
  description: 'Chemistry and physics.',
  program: 'class-9-10',
  subject: 'Science',
  timeLimitMinutes: 30,
  instructions: 'Each question has one correct answer.',
  status: 'published',
  sections: [
    {
      title: 'Part A',
      marksPerQuestion: 4,
      negativeMarks: 1,
      questions: [
        q('Which is a non-metal?', 1, 'Metals'),
        q('SI unit of current?', 2, 'Electricity'),
        q('pH of pure water?', 0, 'Acids'),
      ],
    },
    {
      title: 'Part B',
      marksPerQuestion: 2,
      negativeMarks: 0.5,
      timeLimitMinutes: 10,
      questions: [q('Lens used by myopia?', 3, 'Light'), q('Ohm law relates?', 0, 'Electricity')],
    },
  ],
  ...overrides,
});

const createTest = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/admin/mock-tests', testForm(overrides));
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data as {
    id: string;
    maxScore: number;
    sections: { id: string; questions: { id: string; correctOption: number }[] }[];
  };
};

const start = async (agent: Awaited<ReturnType<typeof signedInAs>>['agent'], testId: string) => {
  const res = await agent.post(`/api/mock-tests/${testId}/attempts`);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
};

describe('admin authoring', () => {
  it('creates a test with sections and questions, recorded in the audit log', async () => {
    const test = await createTest();
    expect(test.maxScore).toBe(16);
    expect(test.sections).toHaveLength(2);
    expect(test.sections[0]!.questions.map((x) => x.correctOption)).toEqual([1, 2, 0]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, test.id));
    expect(audit.map((a) => a.action)).toContain('mock-test.create');
  });

  it('keeps question ids on edit, reorders, and refuses removing or adding answered questions', async () => {
    const test = await createTest();
    const detail = (await admin.get(`/api/admin/mock-tests/${test.id}`)).body.data;
    const [a, b] = detail.sections as { questions: unknown[] }[];
    // Swap the first two questions of Part A.
    a!.questions = [a!.questions[1], a!.questions[0], a!.questions[2]];
    const saved = await admin.put(`/api/admin/mock-tests/${test.id}`, {
      ...testForm(),
      sections: [a, b],
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe(MOCK_TEST_MESSAGES.updated);
    const ids = saved.body.data.sections[0].questions.map((x: { id: string }) => x.id);
    expect(ids).toEqual([
      test.sections[0]!.questions[1]!.id,
      test.sections[0]!.questions[0]!.id,
      test.sections[0]!.questions[2]!.id,
    ]);

    const { agent } = await signedInAs(t);
    await start(agent, test.id);
    const removed = await admin.put(`/api/admin/mock-tests/${test.id}`, {
      ...testForm(),
      sections: [a, { ...b, questions: [] }],
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.body.message).toBe(MOCK_TEST_MESSAGES.questionsInUse);
    // An added question would change the total every past attempt is scored out of: typed in,
    // in a new section, or imported from a CSV file (which only fills the editor's form).
    const imported = await admin.post('/api/admin/mock-tests/import-csv', {
      csv: `${CSV_HEADER}\nPart B,Unit of power?,Volt,Watt,Ohm,Joule,B,Electricity,\n`,
    });
    const { section: _section, ...importedQuestion } = imported.body.data.questions[0];
    for (const sections of [
      [a, { ...b, questions: [...b!.questions, q('A new question?', 0, 'Light')] }],
      [a, b, { title: 'Part C', marksPerQuestion: 1, questions: [q('Extra?', 0, 'Light')] }],
      [a, { ...b, questions: [...b!.questions, importedQuestion] }],
    ]) {
      const added = await admin.put(`/api/admin/mock-tests/${test.id}`, {
        ...testForm(),
        sections,
      });
      expect(added.statusCode).toBe(409);
      expect(added.body.message).toBe(MOCK_TEST_MESSAGES.questionsInUse);
    }
    const unchanged = (await admin.get(`/api/admin/mock-tests/${test.id}`)).body.data;
    expect(unchanged.questionCount).toBe(5);
    const del = await admin.delete(`/api/admin/mock-tests/${test.id}`);
    expect(del.statusCode).toBe(409);
  });

  it('records the marking and answer key before and after an edit in the audit log', async () => {
    const test = await createTest();
    const detail = (await admin.get(`/api/admin/mock-tests/${test.id}`)).body.data;
    detail.sections[0].negativeMarks = 0;
    detail.sections[1].marksPerQuestion = 3;
    detail.sections[1].questions[0].correctOption = 2;
    const saved = await admin.put(`/api/admin/mock-tests/${test.id}`, {
      ...testForm(),
      sections: detail.sections,
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);

    const audit = await admin.get('/api/admin/audit');
    const entry = audit.body.data.items.find(
      (i: { action: string; entityId: string }) =>
        i.action === 'mock-test.update' && i.entityId === test.id,
    );
    const marking = (sections: { marksPerQuestion: number; negativeMarks: number }[]) =>
      sections.map(({ marksPerQuestion, negativeMarks }) => [marksPerQuestion, negativeMarks]);
    expect(entry.before.sections.map((s: { answerKey: string }) => s.answerKey)).toEqual([
      'BCA',
      'DA',
    ]);
    expect(entry.after.sections.map((s: { answerKey: string }) => s.answerKey)).toEqual([
      'BCA',
      'CA',
    ]);
    expect(marking(entry.before.sections)).toEqual([
      [4, 1],
      [2, 0.5],
    ]);
    expect(marking(entry.after.sections)).toEqual([
      [4, 0],
      [3, 0.5],
    ]);
  });

  it('answers validation messages per field', async () => {
    const res = await admin.post(
      '/api/admin/mock-tests',
      testForm({
        title: 'Abc',
        program: 'nope',
        timeLimitMinutes: 0,
        sections: [
          {
            title: 'Part A',
            marksPerQuestion: 1,
            negativeMarks: 2,
            questions: [{ ...q('Q', 4, 'T'), options: ['a', 'b', 'c'] }],
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.errors).toMatchObject({
      title: MOCK_TEST_MESSAGES.titleMin,
      program: MOCK_TEST_MESSAGES.programInvalid,
      timeLimitMinutes: MOCK_TEST_MESSAGES.timeLimitMin,
      'sections.0.negativeMarks': MOCK_TEST_MESSAGES.negativeMax,
      'sections.0.questions.0.options': MOCK_TEST_MESSAGES.optionsFour,
      'sections.0.questions.0.correctOption': MOCK_TEST_MESSAGES.correctRequired,
    });
    const empty = await admin.post(
      '/api/admin/mock-tests',
      testForm({ sections: [{ title: 'A', marksPerQuestion: 1, questions: [] }] }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe(MOCK_TEST_MESSAGES.questionsRequired);
  });

  it('keeps negative marks like 1/3 to four decimals', async () => {
    const test = await createTest({
      sections: [
        {
          title: 'Paper 3',
          marksPerQuestion: 1,
          negativeMarks: 0.33333,
          questions: [q('Q1', 0, 'T')],
        },
      ],
    });
    const detail = (await admin.get(`/api/admin/mock-tests/${test.id}`)).body.data;
    expect(detail.sections[0].negativeMarks).toBe(0.3333);
  });
});

describe('CSV import', () => {
  const header = CSV_HEADER;

  it('turns rows into questions', async () => {
    const csv = `\uFEFF${header}\nPart A,"Which, of these?",Iron,Sulphur,Copper,Zinc,b,Metals,\nPart B,Unit of current,Volt,Ohm,Ampere,Watt,C,Electricity,Ampere it is\n`;
    const res = await admin.post('/api/admin/mock-tests/import-csv', { csv });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('2 questions imported');
    expect(res.body.data.questions[0]).toMatchObject({
      section: 'Part A',
      text: 'Which, of these?',
      options: ['Iron', 'Sulphur', 'Copper', 'Zinc'],
      correctOption: 1,
      topic: 'Metals',
    });
  });

  it('refuses the file with one message per bad row', async () => {
    const csv = [
      header,
      'A,Good question,a,b,c,d,A,Topic,',
      'A,Bad answer,a,b,c,d,E,Topic,',
      'A,Missing option,a,,c,d,B,Topic,',
      ',No topic,a,b,c,d,B,,',
    ].join('\n');
    const res = await admin.post('/api/admin/mock-tests/import-csv', { csv });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(MOCK_TEST_MESSAGES.csvRowErrors);
    expect(res.body.errors).toEqual({
      row3: 'Row 3: Correct answer must be A, B, C or D',
      row4: 'Row 4: Option B is required',
      row5: 'Row 5: Topic is required',
    });
  });

  it('names the spreadsheet row despite blank lines and cells over several lines', async () => {
    const csv = [
      header,
      'A,Good question,a,b,c,d,A,Topic,',
      '',
      'A,"A question',
      'over two lines",a,b,c,d,B,Topic,"An explanation',
      'over two lines"',
      ',,,,,,,,',
      'A,Bad answer,a,b,c,d,E,Topic,',
    ].join('\r\n');
    const res = await admin.post('/api/admin/mock-tests/import-csv', { csv });
    expect(res.statusCode).toBe(400);
    // Row 1 header, 2 good, 3 blank, 4 the multi-line question, 5 empty cells, 6 the bad one.
    expect(res.body.errors).toEqual({ row6: 'Row 6: Correct answer must be A, B, C or D' });
  });

  it('refuses a file without the header, and serves the template', async () => {
    const res = await admin.post('/api/admin/mock-tests/import-csv', { csv: 'a,b\n1,2' });
    expect(res.body.message).toBe(MOCK_TEST_MESSAGES.csvHeader);
    const template = await admin.get('/api/admin/mock-tests/csv-template');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.headers['content-disposition']).toContain('attachment');
    expect(template.text).toContain(header);
    const roundTrip = await admin.post('/api/admin/mock-tests/import-csv', { csv: template.text });
    expect(roundTrip.body.data.questions).toHaveLength(2);
  });
});

describe('students taking a test', () => {
  it('lists only published tests, free or of an enrolled course', async () => {
    const published = await createTest({ title: 'Published list test', subject: 'Listing' });
    const draft = await createTest({
      title: 'Draft list test',
      subject: 'Listing',
      status: 'draft',
    });
    const { agent } = await signedInAs(t);
    const res = await agent.get('/api/mock-tests?subject=listing');
    expect(res.statusCode).toBe(200);
    const ids = res.body.data.map((x: { id: string }) => x.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draft.id);
    expect((await agent.get(`/api/mock-tests/${draft.id}`)).statusCode).toBe(404);
    expect((await agent.post(`/api/mock-tests/${draft.id}/attempts`)).statusCode).toBe(404);
  });

  it('never shows the correct answers before submission, and scores with negative marks', async () => {
    const test = await createTest();
    const { agent } = await signedInAs(t);
    const attemptId = await start(agent, test.id);
    const view = await agent.get(`/api/mock-attempts/${attemptId}`);
    expect(view.statusCode).toBe(200);
    expect(view.text).not.toContain('correctOption');
    expect(view.text).not.toContain('Because of');
    expect(view.body.data.remainingSeconds).toBeGreaterThan(29 * 60);
    expect(view.body.data.remainingSeconds).toBeLessThanOrEqual(30 * 60);
    expect(view.body.data.questions).toHaveLength(5);
    const early = await agent.get(`/api/mock-attempts/${attemptId}/result`);
    expect(early.statusCode).toBe(403);
    expect(early.body.message).toBe(MOCK_TEST_MESSAGES.notSubmitted);

    const [a1, a2, a3, b1] = view.body.data.questions.map((x: { id: string }) => x.id);
    // Part A: right, wrong, unattempted (+4 -1 0). Part B: wrong, unattempted (-0.5).
    const save = (id: string, chosenOption: number | null, markedForReview = false) =>
      agent.put(`/api/mock-attempts/${attemptId}/answers/${id}`, { chosenOption, markedForReview });
    expect((await save(a1, 0)).statusCode).toBe(200); // changed below
    expect((await save(a1, 1)).statusCode).toBe(200);
    await save(a2, 0);
    await save(a3, null, true);
    await save(b1, 0);
    const reloaded = await agent.get(`/api/mock-attempts/${attemptId}`);
    expect(reloaded.body.data.answers).toEqual(
      expect.arrayContaining([
        { questionId: a1, chosenOption: 1, markedForReview: false },
        { questionId: a3, chosenOption: null, markedForReview: true },
      ]),
    );
    expect((await save(a1, 7)).body.message).toBe(MOCK_TEST_MESSAGES.optionInvalid);

    const submitted = await agent.post(`/api/mock-attempts/${attemptId}/submit`);
    expect(submitted.body.message).toBe(MOCK_TEST_MESSAGES.submitted);
    const again = await agent.post(`/api/mock-attempts/${attemptId}/submit`);
    expect(again.statusCode).toBe(200);
    expect(again.body.data.alreadySubmitted).toBe(true);
    expect((await save(a2, 1)).statusCode).toBe(409);

    const result = (await agent.get(`/api/mock-attempts/${attemptId}/result`)).body.data;
    expect(result).toMatchObject({
      score: 2.5,
      maxScore: 16,
      correct: 1,
      wrong: 2,
      unattempted: 2,
    });
    expect(result.sections).toEqual([
      expect.objectContaining({ name: 'Part A', correct: 1, wrong: 1, unattempted: 1, score: 3 }),
      expect.objectContaining({
        name: 'Part B',
        correct: 0,
        wrong: 1,
        unattempted: 1,
        score: -0.5,
      }),
    ]);
    // Weak topics first: Light and Acids at 0 %, Metals at 100 %.
    expect(result.topics.at(-1)).toMatchObject({ name: 'Metals', accuracy: 100 });
    expect(result.topics[0].accuracy).toBe(0);
    expect(result.questions[0]).toMatchObject({
      chosenOption: 1,
      correctOption: 1,
      outcome: 'correct',
      marks: 4,
      explanation: 'Because of Metals.',
    });
    expect(result.questions[1]).toMatchObject({ outcome: 'wrong', marks: -1 });
    expect(result.history).toHaveLength(1);
    expect(result.rank).toBe(1);
  });

  it('refuses answers after the deadline and submits the attempt when next read', async () => {
    const test = await createTest();
    const { agent } = await signedInAs(t);
    const attemptId = await start(agent, test.id);
    const view = (await agent.get(`/api/mock-attempts/${attemptId}`)).body.data;
    const first = view.questions[0].id;
    await agent.put(`/api/mock-attempts/${attemptId}/answers/${first}`, { chosenOption: 1 });
    // Within the grace period an answer in flight still counts.
    await t.database.db
      .update(mockAttempts)
      .set({ deadline: new Date(Date.now() - 2000) })
      .where(eq(mockAttempts.id, attemptId));
    const inGrace = await agent.put(
      `/api/mock-attempts/${attemptId}/answers/${view.questions[1].id}`,
      {
        chosenOption: 2,
      },
    );
    expect(inGrace.statusCode).toBe(200);
    await t.database.db
      .update(mockAttempts)
      .set({
        startedAt: new Date(Date.now() - 31 * 60_000),
        deadline: new Date(Date.now() - 60_000),
      })
      .where(eq(mockAttempts.id, attemptId));
    const late = await agent.put(
      `/api/mock-attempts/${attemptId}/answers/${view.questions[2].id}`,
      {
        chosenOption: 0,
      },
    );
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toBe(MOCK_TEST_MESSAGES.deadlinePassed);
    const after = (await agent.get(`/api/mock-attempts/${attemptId}`)).body.data;
    expect(after).toMatchObject({ status: 'submitted', autoSubmitted: true, remainingSeconds: 0 });
    const result = (await agent.get(`/api/mock-attempts/${attemptId}/result`)).body.data;
    expect(result).toMatchObject({ correct: 2, score: 8, timeTakenSeconds: 30 * 60 });
  });

  it('auto-submits an expired attempt on read without any answer call', async () => {
    const test = await createTest();
    const { agent } = await signedInAs(t);
    const attemptId = await start(agent, test.id);
    await t.database.db
      .update(mockAttempts)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(mockAttempts.id, attemptId));
    const view = (await agent.get(`/api/mock-attempts/${attemptId}`)).body.data;
    expect(view.status).toBe('submitted');
    // A new start opens attempt 2.
    const second = await agent.post(`/api/mock-tests/${test.id}/attempts`);
    expect(second.statusCode).toBe(201);
    expect(second.body.data.id).not.toBe(attemptId);
  });

  it('resumes the running attempt rather than opening a second one', async () => {
    const test = await createTest();
    const { agent } = await signedInAs(t);
    const attemptId = await start(agent, test.id);
    const again = await agent.post(`/api/mock-tests/${test.id}/attempts`);
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toEqual({ id: attemptId, resumed: true });
  });

  it('ranks first attempts only: a retake after the answer key is practice', async () => {
    const test = await createTest({ title: 'Ranked test', subject: 'Ranking' });
    const answer = async (s: { agent: typeof admin }, id: string, choices: number[]) => {
      const view = (await s.agent.get(`/api/mock-attempts/${id}`)).body.data;
      for (const [i, c] of choices.entries())
        await s.agent.put(`/api/mock-attempts/${id}/answers/${view.questions[i].id}`, {
          chosenOption: c,
        });
      await s.agent.post(`/api/mock-attempts/${id}/submit`);
    };
    const takeWith = async (choices: number[]) => {
      const s = await signedInAs(t);
      const id = await start(s.agent, test.id);
      await answer(s, id, choices);
      return { ...s, id };
    };
    const top = await takeWith([1, 2, 0]); // 12
    const mid = await takeWith([1, 2]); // 8
    const low = await takeWith([0]); // -1
    const result = async (s: typeof top, id = s.id) =>
      (await s.agent.get(`/api/mock-attempts/${id}/result`)).body.data;
    expect(await result(top)).toMatchObject({ score: 12, rank: 1, rankOutOf: 3, percentile: 100 });
    expect(await result(mid)).toMatchObject({ score: 8, rank: 2, rankOutOf: 3, percentile: 66.7 });
    expect(await result(low)).toMatchObject({ score: -1, rank: 3, percentile: 33.3 });
    expect((await result(low)).attempt).toMatchObject({ attemptNo: 1, practice: false });

    // Having seen the answer key, the weakest student retakes the test and gets full marks.
    const retry = await start(low.agent, test.id);
    await answer(low, retry, [1, 2, 0, 3, 0]);
    const retried = await result(low, retry);
    // Labelled practice, and shown where its score would stand, as one more candidate.
    expect(retried).toMatchObject({ score: 16, rank: 1, rankOutOf: 4 });
    expect(retried.attempt).toMatchObject({ attemptNo: 2, practice: true });
    expect(retried.history.map((a: { practice: boolean }) => a.practice)).toEqual([false, true]);
    // Nobody's rank moves: the top student is still first of three.
    expect(await result(top)).toMatchObject({ rank: 1, rankOutOf: 3 });
    expect(await result(mid)).toMatchObject({ rank: 2, rankOutOf: 3 });
    expect(await result(low)).toMatchObject({ rank: 3, rankOutOf: 3 });
    const list = (await low.agent.get('/api/mock-tests?subject=Ranking')).body.data;
    expect(list[0]).toMatchObject({ id: test.id, bestScore: 16, attemptCount: 2 });

    // The admin's figures count first attempts; the retake is listed last, as practice.
    const results = (await admin.get(`/api/admin/mock-tests/${test.id}/results`)).body.data;
    expect(results).toMatchObject({
      attemptCount: 3,
      practiceCount: 1,
      studentCount: 3,
      highestScore: 12,
      averageScore: 6.33,
    });
    expect(
      results.attempts.map((a: { score: number; practice: boolean }) => [a.score, a.practice]),
    ).toEqual([
      [12, false],
      [8, false],
      [-1, false],
      [16, true],
    ]);
    // Questions 4 and 5 were solved in the practice attempt only: no first attempt solved them.
    expect(results.hardestQuestions[0]).toMatchObject({ number: 4, correctRate: 0 });
    expect(results.hardestQuestions[1]).toMatchObject({ number: 5, correctRate: 0 });

    // Manage Students shows each student's submitted attempts, newest first; admins only.
    const ofLow = await admin.get(`/api/admin/students/${low.userId}/test-results`);
    type Row = {
      testTitle: string;
      score: number;
      practice: boolean;
      rank: number;
      rankOutOf: number;
    };
    const rows = (data: Row[]) =>
      data.map((r) => [r.testTitle, r.score, r.practice, `${r.rank}/${r.rankOutOf}`]);
    expect(rows(ofLow.body.data)).toEqual([
      ['Ranked test', 16, true, '1/4'],
      ['Ranked test', -1, false, '3/3'],
    ]);
    // My Tests: the student's own list says the same, ranks included.
    expect(rows((await low.agent.get('/api/student/my-tests')).body.data)).toEqual(
      rows(ofLow.body.data),
    );
    expect(rows((await top.agent.get('/api/student/my-tests')).body.data)).toEqual([
      ['Ranked test', 12, false, '1/3'],
    ]);
    expect((await low.agent.get(`/api/admin/students/${low.userId}/test-results`)).statusCode).toBe(
      403,
    );
  });

  it("hides another student's attempt", async () => {
    const test = await createTest();
    const one = await signedInAs(t);
    const other = await signedInAs(t);
    const attemptId = await start(one.agent, test.id);
    expect((await other.agent.get(`/api/mock-attempts/${attemptId}`)).statusCode).toBe(404);
    expect((await other.agent.post(`/api/mock-attempts/${attemptId}/submit`)).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('answers 401 signed out and 403 for the wrong role', async () => {
    const anonymous = t.agent();
    const { agent: student } = await signedInAs(t);
    for (const [method, url] of [
      ['GET', '/api/admin/mock-tests'],
      ['POST', '/api/admin/mock-tests'],
      ['POST', '/api/admin/mock-tests/import-csv'],
      ['GET', '/api/admin/mock-tests/csv-template'],
    ] as const) {
      expect((await anonymous.request(method, url, {})).statusCode, url).toBe(401);
      expect((await student.request(method, url, {})).statusCode, url).toBe(403);
    }
    expect((await anonymous.get('/api/student/my-tests')).statusCode).toBe(401);
    expect((await admin.get('/api/student/my-tests')).statusCode).toBe(403);
  });

  it('shows a visitor which tests exist, with nobody’s attempts', async () => {
    const test = await createTest({ title: 'Visible to visitors', subject: 'Visitors' });
    const { agent } = await signedInAs(t);
    await start(agent, test.id);
    for (const viewer of [t.agent(), admin]) {
      const list = (await viewer.get('/api/mock-tests?subject=Visitors')).body.data;
      expect(list).toEqual([
        expect.objectContaining({ id: test.id, attemptCount: 0, inProgressAttemptId: null }),
      ]);
    }
    // The questions and the attempts stay behind sign-in.
    expect((await t.agent().get(`/api/mock-tests/${test.id}`)).statusCode).toBe(401);
    expect((await t.agent().post(`/api/mock-tests/${test.id}/attempts`)).statusCode).toBe(401);
  });

  it('shows a course test only to the course’s students', async () => {
    const course = await admin.post('/api/courses', {
      title: 'CA Foundation Accounts',
      description: 'Journal, ledger, trial balance and final accounts.',
      shortDescription: 'Accounts for CA Foundation.',
      tags: ['accounts'],
      category: ['commerce'],
      language: 'Hinglish',
      duration: 120,
      courseThumbnail: 'https://i.ytimg.com/vi/Nm9qW1eRtYu/hqdefault.jpg',
    });
    expect(course.statusCode, JSON.stringify(course.body)).toBe(201);
    const courseId = course.body.data._id as string;
    const test = await createTest({ title: 'Course-only test', subject: 'CourseOnly', courseId });
    const { agent } = await signedInAs(t);
    expect((await agent.get('/api/mock-tests?subject=CourseOnly')).body.data).toEqual([]);
    const refused = await agent.post(`/api/mock-tests/${test.id}/attempts`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(MOCK_TEST_MESSAGES.notEnrolled);
    await agent.post(`/api/purchase/${courseId}`);
    const list = (await agent.get('/api/mock-tests?subject=CourseOnly')).body.data;
    expect(list[0]).toMatchObject({ id: test.id, courseTitle: 'CA Foundation Accounts' });
  });
});
