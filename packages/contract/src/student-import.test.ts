import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth.ts';
import { studentImportRowSchema } from './student-import.ts';

const cells = {
  name: 'Asha Rao',
  phone: '98765 43210',
  class: '10',
  stream: '',
  gender: 'Female',
  school: 'DPS',
};
const messagesOf = (row: Record<string, string>) =>
  studentImportRowSchema.safeParse(row).error?.issues.map((i) => [String(i.path[0]), i.message]) ??
  [];

describe("a row of the students' CSV", () => {
  it('reads a class by its name and the choices in any letter case', () => {
    expect(
      studentImportRowSchema.parse({
        ...cells,
        class: ' class 12 ',
        stream: 'science',
        gender: 'FEMALE',
      }),
    ).toMatchObject({ class: '12', stream: 'Science', gender: 'Female', phone: '+919876543210' });
    expect(studentImportRowSchema.parse({ ...cells, class: 'cma foundation' }).class).toBe(
      'cma-foundation',
    );
  });

  it('leaves gender and school unknown when blank, and keeps a stream only for 11 and 12', () => {
    expect(
      studentImportRowSchema.parse({ ...cells, gender: '', school: '', stream: 'Arts' }),
    ).toMatchObject({ gender: null, school: null, stream: null });
  });

  it("refuses what Add New Student refuses, in the form's words", () => {
    expect(
      messagesOf({
        name: '',
        phone: '12345',
        class: '13',
        stream: '',
        gender: 'x',
        school: 'S'.repeat(121),
      }),
    ).toEqual([
      ['name', AUTH_MESSAGES.nameRequired],
      ['phone', AUTH_MESSAGES.phoneInvalid],
      ['class', AUTH_MESSAGES.classRequired],
      ['gender', AUTH_MESSAGES.genderRequired],
      ['school', AUTH_MESSAGES.schoolTooLong],
    ]);
    expect(messagesOf({ ...cells, name: 'N'.repeat(81), class: '11' })).toEqual([
      ['name', AUTH_MESSAGES.nameTooLong],
      ['stream', AUTH_MESSAGES.streamRequired],
    ]);
  });
});
