/** The first sample notes: Mathematics, Physics, Chemistry, English; classes 9 to 12. */
export const DEMO_NOTES = [
  {
    title: 'Calculus Quick Revision',
    description: 'Limits, derivatives and integrals in twelve pages, with solved board questions.',
    subject: 'Mathematics',
    classes: '12',
    categories: ['Mathematics', 'Board exams'],
    tags: ['calculus', 'revision'],
    pricePaise: null,
  },
  {
    title: 'Laws of Motion Made Simple',
    description: "Newton's laws, friction and circular motion explained with everyday examples.",
    subject: 'Physics',
    classes: '11',
    categories: ['Physics'],
    tags: ['mechanics'],
    pricePaise: null,
  },
  {
    title: 'Chemical Reactions and Equations',
    description: 'Types of reactions, balancing equations and 50 practice questions with answers.',
    subject: 'Chemistry',
    classes: '10',
    categories: ['Science', 'Board exams'],
    tags: ['chemistry', 'practice'],
    pricePaise: 9900,
  },
  {
    title: 'English Grammar Essentials',
    description: 'Tenses, voice, narration and letter writing formats for class 9.',
    subject: 'English',
    classes: '9',
    categories: ['English'],
    tags: ['grammar', 'writing'],
    pricePaise: null,
  },
] as const;

/**
 * The first eight sample textbooks, by NCERT's book code. Product §2.5: NCERT books link to
 * NCERT's official PDFs, which the cards name as the source.
 */
export const DEMO_TEXTBOOKS = [
  ['Mathematics Part I', '12', 'Science', 'Mathematics', 6, 'lemh1'],
  ['Physics Part I', '12', 'Science', 'Physics', 8, 'leph1'],
  ['Chemistry Part I', '12', 'Science', 'Chemistry', 5, 'lech1'],
  ['Business Studies Part I', '12', 'Commerce', 'Business Studies', 8, 'lebs1'],
  ['Contemporary World Politics', '12', 'Arts', 'Political Science', 7, 'leps1'],
  ['Science', '10', null, 'Science', 13, 'jesc1'],
  ['Beehive', '9', null, 'English', 9, 'iebe1'],
  ['Accountancy Part I', '11', 'Commerce', 'Accountancy', 7, 'keac1'],
] as const;

/** Solutions by the academy's faculty: [title, class, stream, subject, chapter] */
export const DEMO_SOLUTIONS = [
  [
    'Chemical Reactions and Equations: NCERT solutions',
    '10',
    null,
    'Science',
    '1. Chemical Reactions and Equations',
  ],
  [
    'Relations and Functions: NCERT solutions',
    '12',
    'Science',
    'Mathematics',
    '1. Relations and Functions',
  ],
  [
    'Accounting for Partnership Firms: NCERT solutions',
    '12',
    'Commerce',
    'Accountancy',
    '1. Accounting for Partnership Firms',
  ],
] as const;

/** Past papers from the academy's archive: [title, exam, class, subject, year] */
export const DEMO_PAPERS = [
  ['CBSE Class 10 Science 2024', 'CBSE Board', '10', 'Science', 2024],
  ['CBSE Class 12 Accountancy 2023', 'CBSE Board', '12', 'Accountancy', 2023],
  [
    'CA Foundation Principles of Accounting, June 2024',
    'CA Foundation',
    'Other',
    'Accounting',
    2024,
  ],
  [
    'CMA Foundation Business Economics, December 2023',
    'CMA Foundation',
    'Other',
    'Economics',
    2023,
  ],
] as const;
