/**
 * The trust messages (and the limits they name) apart from the schemas, so a page can show
 * them without loading zod.
 */

export const MAX_TRUST_ITEMS = 24;

export const TRUST_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 80 characters',
  photoInvalid: 'Photo must be an http(s) URL or a path on this site, like /photos/asha.jpg',
  subjectsRequired: 'Subjects are required',
  subjectsTooLong: 'Subjects must be at most 120 characters',
  experienceInvalid: 'Enter the years of experience, a whole number from 0 to 60',
  bioTooLong: 'Bio must be at most 300 characters',
  programRequired: 'Class or program is required',
  programTooLong: 'Class or program must be at most 80 characters',
  scoreRequired: 'Score is required, like 98.4% or AIR 12',
  scoreTooLong: 'Score must be at most 20 characters',
  yearInvalid: 'Enter a year between 1950 and 2100',
  quoteRequired: 'Quote is required',
  quoteTooLong: 'Quote must be at most 500 characters',
  whoTooLong: 'Who they are must be at most 100 characters',
  tooManyTeachers: `At most ${MAX_TRUST_ITEMS} teachers`,
  tooManyToppers: `At most ${MAX_TRUST_ITEMS} toppers`,
  tooManyTestimonials: `At most ${MAX_TRUST_ITEMS} testimonials`,
  load: 'Failed to load teachers and results.',
  saveFailed: 'Failed to save. Please try again.',
  deleteFailed: 'Failed to delete. Please try again.',
} as const;
