import type { CourseLevel } from '@academy/contract/courses';
import type { ProgramSlug } from '@academy/contract/programs';

/** [YouTube video id, title, minutes] */
export type DemoVideo = [string, string, number];

/**
 * A course's lessons in order: a single video (a free preview when marked), or a chapter of a
 * YouTube playlist whose first video is a free preview.
 */
export type DemoContent =
  | { video: DemoVideo; freePreview?: true }
  | { chapter: string; playListId: string; videos: DemoVideo[] };

export interface DemoCourse {
  title: string;
  shortDescription: string;
  description: string;
  tags: string[];
  category: string[];
  programs: ProgramSlug[];
  /** Paise; 0 for a free course. */
  pricePaise: number;
  level: CourseLevel;
  /** Minutes. */
  duration: number;
  /** Published this many days ago (the catalogue's newest first). */
  daysAgo: number;
  content: DemoContent[];
}

/** Courses across all eight programs, free and paid, single videos and playlists. */
export const DEMO_COURSES: DemoCourse[] = [
  {
    title: 'Fun with Numbers: Mathematics for Class 3',
    shortDescription: 'Counting, place value and simple sums through games.',
    description:
      'A gentle start to mathematics for young learners: numbers up to 10,000, addition and subtraction with carrying, shapes and patterns, taught with stories and games.',
    tags: ['maths', 'numbers', 'primary'],
    category: ['science'],
    programs: ['class-1-5'],
    pricePaise: 0,
    level: 'beginner',
    duration: 45,
    daysAgo: 30,
    content: [
      { video: ['Ohq6J0mK0Yw', 'Counting in thousands', 12] },
      { video: ['bS4DHSMxGfU', 'Place value made easy', 15] },
      { video: ['tY0yVzAAWn0', 'Adding with carrying', 18] },
    ],
  },
  {
    title: 'English Grammar Basics for Class 5',
    shortDescription: 'Nouns, verbs, tenses and sentences with plenty of practice.',
    description:
      'Parts of speech, simple tenses, punctuation and sentence building, with short exercises after every lesson so the rules stick.',
    tags: ['english', 'grammar'],
    category: ['humanities', 'arts'],
    programs: ['class-1-5'],
    pricePaise: 199_00,
    level: 'beginner',
    duration: 120,
    daysAgo: 28,
    content: [
      {
        chapter: 'Parts of speech',
        playListId: 'PLm_GrammarBasics01',
        videos: [
          ['Ws5wQ4X8yWc', 'Nouns and pronouns', 14],
          ['Jf1zM3kQpLs', 'Verbs and adverbs', 16],
          ['Qa2nB7rTxUe', 'Adjectives', 12],
        ],
      },
      { video: ['Hk8pR2mVwZo', 'Building sentences', 20] },
    ],
  },
  {
    title: 'Science Explorers: Class 7',
    shortDescription: 'Plants, heat, acids and light: NCERT Class 7 science.',
    description:
      'Every chapter of the NCERT Class 7 science book, explained with home experiments: nutrition in plants, heat, acids bases and salts, weather and light.',
    tags: ['science', 'ncert', 'experiments'],
    category: ['science'],
    programs: ['class-6-8'],
    pricePaise: 0,
    level: 'beginner',
    duration: 240,
    daysAgo: 26,
    content: [
      {
        chapter: 'Living world',
        playListId: 'PLs7_ScienceExplore1',
        videos: [
          ['Xc3vN8bTqLm', 'Nutrition in plants', 22],
          ['Lp9kD2sFhWq', 'Respiration in organisms', 25],
        ],
      },
      {
        chapter: 'Matter and energy',
        playListId: 'PLs7_ScienceExplore2',
        videos: [
          ['Rt6yU1iOpAs', 'Heat and temperature', 24],
          ['Df4gH5jKlZx', 'Acids, bases and salts', 28],
        ],
      },
    ],
  },
  {
    title: 'Class 8 Mathematics Complete Course',
    shortDescription: 'Rational numbers to mensuration, every NCERT chapter.',
    description:
      'The full Class 8 mathematics syllabus with solved NCERT exercises: rational numbers, linear equations, quadrilaterals, data handling, squares and cubes, and mensuration.',
    tags: ['maths', 'ncert', 'class 8'],
    category: ['science'],
    programs: ['class-6-8'],
    pricePaise: 999_00,
    level: 'intermediate',
    duration: 600,
    daysAgo: 24,
    content: [
      {
        chapter: 'Numbers',
        playListId: 'PLm8_MathsComplete1',
        videos: [
          ['Cv7bN2mQwEr', 'Rational numbers', 30],
          ['Ty8uI3oPaSd', 'Squares and square roots', 32],
        ],
      },
      {
        chapter: 'Algebra',
        playListId: 'PLm8_MathsComplete2',
        videos: [['Fg9hJ4kLzXc', 'Linear equations in one variable', 35]],
      },
    ],
  },
  {
    title: 'Class 10 Science Board Preparation',
    shortDescription: 'Physics, chemistry and biology for the CBSE board exam.',
    description:
      'Chapter-wise revision of Class 10 science with previous-year questions, diagrams that score, and answer-writing practice for the CBSE board examination.',
    tags: ['board exam', 'science', 'cbse'],
    category: ['science'],
    programs: ['class-9-10'],
    pricePaise: 1499_00,
    level: 'intermediate',
    duration: 900,
    daysAgo: 20,
    content: [
      {
        chapter: 'Chemistry',
        playListId: 'PL10_BoardScience01',
        videos: [
          ['Vb5nM6qWeRt', 'Chemical reactions and equations', 40],
          ['Yu7iO8pAsDf', 'Acids, bases and salts', 38],
        ],
      },
      {
        chapter: 'Physics',
        playListId: 'PL10_BoardScience02',
        videos: [['Gh1jK2lZxCv', 'Light: reflection and refraction', 45]],
      },
    ],
  },
  {
    title: 'Class 9 Mathematics: Number Systems and Algebra',
    shortDescription: 'Irrational numbers, polynomials and coordinate geometry.',
    description:
      'A free foundation course for Class 9: number systems, polynomials, coordinate geometry and linear equations in two variables, with worked examples.',
    tags: ['maths', 'algebra', 'class 9'],
    category: ['science'],
    programs: ['class-9-10'],
    pricePaise: 0,
    level: 'beginner',
    duration: 180,
    daysAgo: 18,
    content: [
      { video: ['Bn3mQ4wErTy', 'Number systems', 30] },
      { video: ['Ui5oP6aSdFg', 'Polynomials', 35] },
      { video: ['Hj7kL8zXcVb', 'Coordinate geometry', 28] },
    ],
  },
  {
    title: 'Class 12 Physics for Boards and JEE',
    shortDescription: 'Electrostatics, current, optics and modern physics.',
    description:
      'Concept-first Class 12 physics that serves both the board exam and JEE Main: electrostatics, current electricity, magnetism, optics and modern physics with numericals.',
    tags: ['physics', 'jee', 'board exam'],
    category: ['science'],
    programs: ['class-11-12'],
    pricePaise: 2499_00,
    level: 'advanced',
    duration: 1500,
    daysAgo: 15,
    content: [
      {
        chapter: 'Electrostatics',
        playListId: 'PL12_PhysicsBoards1',
        videos: [
          ['Nm9qW1eRtYu', 'Electric charges and fields', 50],
          ['Io2pA3sDfGh', 'Electrostatic potential', 48],
        ],
      },
      {
        chapter: 'Optics',
        playListId: 'PL12_PhysicsBoards2',
        videos: [['Jk4lZ5xCvBn', 'Ray optics', 55]],
      },
    ],
  },
  {
    title: 'Class 11 Accountancy from Scratch',
    shortDescription: 'Journal, ledger and trial balance for Commerce students.',
    description:
      'Start accountancy with confidence: the accounting equation, journal entries, ledger posting, trial balance and bank reconciliation, with practice problems.',
    tags: ['accountancy', 'commerce', 'class 11'],
    category: ['commerce'],
    programs: ['class-11-12'],
    pricePaise: 0,
    level: 'beginner',
    duration: 300,
    daysAgo: 12,
    content: [
      { video: ['Mq6wE7rTyUi', 'The accounting equation', 25] },
      { video: ['Op8aS9dFgHj', 'Journal entries', 30] },
      { video: ['Kl1zX2cVbNm', 'Ledger and trial balance', 32] },
    ],
  },
  {
    title: 'CA Foundation: Principles of Accounting',
    shortDescription: 'Paper 1 of CA Foundation, concept by concept.',
    description:
      'The CA Foundation accounting paper covered in full: theoretical framework, bank reconciliation, depreciation, bills of exchange, partnership and company accounts.',
    tags: ['ca foundation', 'accounting', 'icai'],
    category: ['commerce'],
    programs: ['ca-foundation'],
    pricePaise: 3999_00,
    level: 'intermediate',
    duration: 2400,
    daysAgo: 10,
    content: [
      {
        chapter: 'Accounting framework',
        playListId: 'PLcaF_Accounting001',
        videos: [
          ['Qw3eR4tYuIo', 'Accounting concepts and conventions', 45],
          ['As5dF6gHjKl', 'Depreciation methods', 50],
        ],
      },
      { video: ['Zx7cV8bNmQw', 'Bills of exchange', 40] },
    ],
  },
  {
    title: 'CA Intermediate: Taxation (Income Tax)',
    shortDescription: 'Income tax for CA Intermediate, with the latest amendments.',
    description:
      'Residential status, the five heads of income, deductions and computation of total income for CA Intermediate, updated for the current assessment year.',
    tags: ['taxation', 'income tax', 'ca intermediate'],
    category: ['commerce'],
    programs: ['ca-intermediate'],
    pricePaise: 5999_00,
    level: 'advanced',
    duration: 3000,
    daysAgo: 8,
    content: [
      {
        chapter: 'Basics of income tax',
        playListId: 'PLcaI_Taxation00001',
        videos: [
          ['Er9tY1uIoPa', 'Residential status', 55],
          ['Sd2fG3hJkLz', 'Income from salaries', 60],
        ],
      },
    ],
  },
  {
    title: 'CMA Foundation: Fundamentals of Cost Accounting',
    shortDescription: 'Cost concepts, elements of cost and cost sheets.',
    description:
      'The cost accounting part of CMA Foundation: cost concepts, material and labour costing, overheads and preparing a cost sheet, explained with solved examples.',
    tags: ['cma foundation', 'cost accounting'],
    category: ['commerce'],
    programs: ['cma-foundation'],
    pricePaise: 0,
    level: 'beginner',
    duration: 200,
    daysAgo: 6,
    content: [
      { video: ['Xc4vB5nMqWe', 'What is cost accounting?', 30] },
      { video: ['Rt6yU7iOpAs', 'Elements of cost', 35] },
    ],
  },
  {
    title: 'CMA Intermediate: Cost and Management Accounting',
    shortDescription: 'Marginal costing, standard costing and budgets.',
    description:
      'Advanced cost and management accounting for CMA Intermediate: marginal costing, standard costing and variance analysis, budgetary control and decision making.',
    tags: ['cma intermediate', 'management accounting', 'costing'],
    category: ['commerce'],
    programs: ['cma-intermediate'],
    pricePaise: 4499_00,
    level: 'advanced',
    duration: 2000,
    daysAgo: 4,
    content: [
      {
        chapter: 'Marginal costing',
        playListId: 'PLcmaI_CostMgmt0001',
        videos: [
          ['Df8gH9jKlZx', 'Break-even analysis', 45],
          ['Cv1bN2mQwEr', 'Decision making', 50],
        ],
      },
      {
        chapter: 'Standard costing',
        playListId: 'PLcmaI_CostMgmt0002',
        videos: [['Ty3uI4oPaSd', 'Variance analysis', 55]],
      },
    ],
  },
  {
    title: 'Computer Science with Python for Class 12',
    shortDescription: 'Python, files, stacks and SQL for the CBSE CS paper.',
    description:
      'The Class 12 computer science syllabus in Python: functions, file handling, stacks, networking basics and SQL with MySQL, with the practical file covered.',
    tags: ['python', 'computer science', 'sql'],
    category: ['technology', 'science'],
    programs: ['class-11-12'],
    pricePaise: 1299_00,
    level: 'intermediate',
    duration: 720,
    daysAgo: 2,
    content: [
      { video: ['Fg5hJ6kLzXc', 'Python functions revisited', 40], freePreview: true },
      { video: ['Vb7nM8qWeRt', 'File handling', 45] },
      { video: ['Yu9iO1pAsDf', 'SQL with MySQL', 50] },
    ],
  },
];
