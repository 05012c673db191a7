import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { outbox } from '../../db/schema/index.ts';
import { enqueueTexts, type TextMessage } from './texts.ts';

const database = await createTestDatabase();
afterAll(() => database.close());

it('queues more texts than one INSERT has parameters for (a large academy told by SMS)', async () => {
  // Five parameters a row: 14,000 rows in one statement would be 70,000, over 65,535.
  const messages: TextMessage[] = Array.from({ length: 14_000 }, (_, i) => ({
    phone: `+9190${String(i).padStart(8, '0')}`,
    kind: 'notice',
    text: 'Academy · Everyone: Holiday on Friday. Read it at https://academy.example.in',
    params: ['Holiday on Friday', 'Everyone', 'https://academy.example.in'],
  }));
  const subject = { type: 'announcement', id: randomUUID() };
  await database.db.transaction((tx) => enqueueTexts(tx, {}, subject, messages));
  const [queued] = await database.db
    .select({ n: count() })
    .from(outbox)
    .where(eq(outbox.subjectId, subject.id));
  expect(queued!.n).toBe(14_000);
});
