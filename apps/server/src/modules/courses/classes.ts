import { SCHOOL_CLASSES } from '@academy/contract/classes';

/**
 * School classes in words: "class 10", "Class-10", "class 10th", "10th". The number is checked
 * against 1-12 afterwards, so "class 13" or "15th" stay ordinary words.
 */
const CLASS_PHRASE =
  /(?<![\p{L}\p{N}])(?:class[\s-]*(\d{1,2})(?:st|nd|rd|th)?|(\d{1,2})(?:st|nd|rd|th))(?![\p{L}\p{N}])/giu;

const asClass = (digits: string | undefined): number | null => {
  const n = Number(digits);
  return SCHOOL_CLASSES.includes(String(n) as (typeof SCHOOL_CLASSES)[number]) ? n : null;
};

const sorted = (classes: Iterable<number>) => [...new Set(classes)].sort((a, b) => a - b);

/** The school classes a text names, smallest first. */
export function classesNamedIn(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(CLASS_PHRASE)) {
    const n = asClass(match[1] ?? match[2]);
    if (n !== null) found.push(n);
  }
  return sorted(found);
}

/**
 * A search split into the classes it names and the rest: "Class 10 science" is class 10 and the
 * text "science", so "10" is not looked for in every course's text (where "10 chapters" of a
 * Class 12 course would match it).
 */
export function splitClassQuery(q: string): { classes: number[]; text: string } {
  const classes: number[] = [];
  const text = q.replace(CLASS_PHRASE, (phrase, a?: string, b?: string) => {
    const n = asClass(a ?? b);
    if (n === null) return phrase;
    classes.push(n);
    return ' ';
  });
  return { classes: sorted(classes), text: text.replace(/\s+/g, ' ').trim() };
}

/** "class-9-10" → 9 and 10; the professional programs have no school class. */
const classesOfProgram = (slug: string): number[] => {
  const range = /^class-(\d+)-(\d+)$/.exec(slug);
  if (!range) return [];
  const out: number[] = [];
  for (let n = Number(range[1]); n <= Number(range[2]); n += 1) out.push(n);
  return out;
};

/**
 * The classes a course is for: those its title or tags name ("Class 10 Science" is for class 10
 * alone, though its program is Class 9–10), else every class of its programs. The description is
 * left out: "unlike Class 9, ..." or "10 chapters" say nothing of whom the course is for.
 * Migration 0014 fills the column of existing courses by the same rule.
 */
export function courseClassesOf(course: { title: string; tags: string[]; programs: string[] }) {
  const named = classesNamedIn([course.title, ...course.tags].join(' \n '));
  return named.length ? named : sorted(course.programs.flatMap(classesOfProgram));
}
