/**
 * Who joined how many days ago, which of the demo courses (by position) they took, and the stars
 * they gave each (so "Highest rated" in the catalogue has ratings to sort by).
 */
export const DEMO_JOINERS: {
  name: string;
  gender: 'Male' | 'Female';
  daysAgo: number;
  courses: number[];
  stars: number[];
}[] = [
  { name: 'Ishaan Gupta', gender: 'Male', daysAgo: 1, courses: [0], stars: [4] },
  { name: 'Meera Nair', gender: 'Female', daysAgo: 2, courses: [1, 0], stars: [5, 5] },
  { name: 'Kavya Reddy', gender: 'Female', daysAgo: 4, courses: [2], stars: [5] },
  { name: 'Arjun Mehta', gender: 'Male', daysAgo: 9, courses: [0, 3], stars: [4, 3] },
  { name: 'Sneha Joshi', gender: 'Female', daysAgo: 15, courses: [1], stars: [4] },
  { name: 'Vihaan Das', gender: 'Male', daysAgo: 22, courses: [4], stars: [5] },
  { name: 'Ananya Kulkarni', gender: 'Female', daysAgo: 33, courses: [0, 2], stars: [5, 4] },
  { name: 'Reyansh Bose', gender: 'Male', daysAgo: 47, courses: [3], stars: [4] },
  { name: 'Saanvi Menon', gender: 'Female', daysAgo: 61, courses: [1], stars: [5] },
  { name: 'Aditya Rao', gender: 'Male', daysAgo: 78, courses: [0], stars: [3] },
];

export const DEMO_ENQUIRIES: { name: string; query: string; daysAgo: number }[] = [
  { name: 'Sunita Sharma', query: 'What are the fees for the Class 10 batch?', daysAgo: 0.2 },
  { name: 'Rakesh Kumar', query: 'Is there a weekend batch for CA Foundation?', daysAgo: 3 },
  { name: 'Neha Singh', query: 'Do you offer a free demo class?', daysAgo: 12 },
  { name: 'Manoj Verma', query: 'Which books do you follow for Class 12 Physics?', daysAgo: 26 },
  { name: 'Pooja Iyer', query: 'Can my son join in the middle of the term?', daysAgo: 52 },
  { name: 'Farhan Ali', query: 'Are the classes in Hindi or English?', daysAgo: 84 },
];

export const DEMO_FEEDBACK: { name: string; message: string; daysAgo: number }[] = [
  {
    name: 'Meera Nair',
    message: 'The revision videos are short and clear. Thank you!',
    daysAgo: 1,
  },
  { name: 'Arjun Mehta', message: 'Please add more practice questions for algebra.', daysAgo: 8 },
  {
    name: 'Ananya Kulkarni',
    message: 'The player remembers where I stopped, very handy.',
    daysAgo: 25,
  },
  { name: 'Saanvi Menon', message: 'Could the notes be downloadable as PDF too?', daysAgo: 58 },
];
