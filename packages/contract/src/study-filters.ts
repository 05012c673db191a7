import { STREAMS, type Stream } from './classes.ts';

/**
 * The class, stream and subject lists of the study materials (product §5.16): textbooks, solutions,
 * papers and notes are filtered with them.
 */
export const MATERIAL_CLASSES = [
  '1-5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  'Undergraduate',
  'Postgraduate',
  'Other',
] as const;
export type MaterialClass = (typeof MATERIAL_CLASSES)[number];

export { STREAMS };

export const DEFAULT_SUBJECTS = [
  'Mathematics',
  'Science',
  'English',
  'Hindi',
  'Geography',
  'History',
  'Civics',
  'Computer',
  'Sanskrit',
  'General Knowledge',
  'Environmental Studies',
] as const;

export const STREAM_SUBJECTS: Record<Stream, readonly string[]> = {
  Science: [
    'Physics',
    'Chemistry',
    'Mathematics',
    'Biology',
    'Computer Science',
    'English',
    'Hindi',
    'Physical Education',
    'Informatics Practices',
  ],
  Commerce: [
    'Accountancy',
    'Business Studies',
    'Economics',
    'Mathematics',
    'English',
    'Hindi',
    'Entrepreneurship',
    'Informatics Practices',
    'Physical Education',
  ],
  Arts: [
    'History',
    'Geography',
    'Political Science',
    'Sociology',
    'Psychology',
    'English',
    'Hindi',
    'Economics',
    'Fine Arts',
    'Physical Education',
    'Home Science',
  ],
};

/** The stream filter appears only for a class numerically above 10 (product §2.5). */
export const classHasStream = (value: string | undefined | null): boolean => Number(value) > 10;

/** Classes 11 and 12 with a stream use the stream's list; everything else the default list. */
export function subjectsFor(
  classValue: string | undefined | null,
  stream: string | undefined | null,
): readonly string[] {
  if (classHasStream(classValue) && stream && stream in STREAM_SUBJECTS)
    return STREAM_SUBJECTS[stream as Stream];
  return DEFAULT_SUBJECTS;
}
