import { expect } from 'vitest';
import type { Agent } from './app.ts';

/** A published one-question test ("Two and two?", 4 marks, 1 off), made through the admin's API. */
export async function oneQuestionTest(
  admin: Agent,
  title: string,
  program: string,
  subject = 'Home',
) {
  const res = await admin.post('/api/admin/mock-tests', {
    title,
    description: '',
    program,
    subject,
    timeLimitMinutes: 10,
    instructions: 'One correct answer each.',
    status: 'published',
    sections: [
      {
        title: 'Only section',
        marksPerQuestion: 4,
        negativeMarks: 1,
        questions: [
          { text: 'Two and two?', options: ['3', '4', '5', '6'], correctOption: 1, topic: 'Sums' },
        ],
      },
    ],
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

/** The student takes the test, answers its question with `chosenOption`, and submits. */
export async function takeTest(agent: Agent, testId: string, chosenOption: number) {
  const attemptId = (await agent.post(`/api/mock-tests/${testId}/attempts`)).body.data.id;
  const [question] = (await agent.get(`/api/mock-attempts/${attemptId}`)).body.data.questions;
  await agent.put(`/api/mock-attempts/${attemptId}/answers/${question.id}`, { chosenOption });
  const res = await agent.post(`/api/mock-attempts/${attemptId}/submit`);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return attemptId as string;
}
