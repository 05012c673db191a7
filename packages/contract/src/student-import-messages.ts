/**
 * The messages of the students' CSV import (and the limits they name) apart from the schemas, so
 * a page can show them without loading zod.
 */

export const STUDENT_IMPORT_LIMITS = {
  /** Students in one file: a year's intake, small enough for one transaction. */
  rowsMax: 1000,
  /** The CSV text, in characters (~1 MB). */
  csvMax: 1_000_000,
} as const;

export const STUDENT_IMPORT_MESSAGES = {
  csvUnreadable: 'The file could not be read as CSV',
  csvHeader:
    'The first row must name the columns name, phone and class, in any order; stream, gender, school, batch and parent_phone may be left out',
  csvEmpty: 'The file has no students',
  csvTooMany: 'At most 1000 students in one file',
  csvTooLarge: 'The file must be at most 1 MB',
  csvNotText:
    'The file is not a CSV saved as text. In your spreadsheet, save it as “CSV UTF-8” and choose it again',
  phoneTaken: 'This phone number is already registered',
  phoneRepeated: 'This phone number is on another row too',
  batchUnknown: 'There is no batch with this name',
  parentPhoneInvalid: "Parent's phone number is not valid",
  parentPhoneNotParent: "Parent's phone number belongs to an account that is not a parent",
  parentPhoneIsStudent: "Parent's phone number is a student's phone number in this file",
  hasProblems: 'Some rows have problems. Nothing was imported.',
  imported: 'Students imported',
} as const;

export type StudentImportMessage =
  (typeof STUDENT_IMPORT_MESSAGES)[keyof typeof STUDENT_IMPORT_MESSAGES];
