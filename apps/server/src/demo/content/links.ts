/** Official sources students and parents ask for most. */
export const DEMO_LINKS = [
  {
    title: 'NCERT textbooks',
    link: 'https://ncert.nic.in/textbook.php',
    des: 'Every NCERT textbook for classes 1 to 12, free to read and download.',
    category: ['NCERT', 'Books'],
  },
  {
    title: 'CBSE sample question papers',
    link: 'https://cbseacademic.nic.in/SQP_CLASSX_2025-26.html',
    des: 'Official board sample papers with marking schemes for classes 10 and 12.',
    category: ['Exams', 'CBSE'],
  },
  {
    title: 'ICAI BoS knowledge portal',
    link: 'https://www.icai.org/post/bos-knowledge-portal',
    des: 'Study material, mock tests and revision papers for CA Foundation and Intermediate.',
    category: ['CA'],
  },
  {
    title: 'ICMAI students section',
    link: 'https://icmai.in/studentswebsite/',
    des: 'Syllabus, study material and exam notices for CMA Foundation and Intermediate.',
    category: ['CMA'],
  },
  {
    title: 'DIKSHA',
    link: 'https://diksha.gov.in/',
    des: 'The national platform for school education: lessons, practice and teacher resources.',
    category: ['Learning'],
  },
];
