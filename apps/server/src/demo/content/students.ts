/** The student to sign in as right away. */
export const DEMO_STUDENT = { phone: '+919876543210', password: 'demo-student-2026' };

/** The demo student and a few classmates for the admin lists (all with the demo password). */
export const DEMO_STUDENTS = [
  {
    name: 'Aarav Sharma',
    phone: DEMO_STUDENT.phone,
    school: 'Delhi Public School',
    class: '12',
    stream: 'Science',
    gender: 'Male',
  },
  {
    name: 'Diya Patel',
    phone: '+919812345678',
    school: 'Kendriya Vidyalaya',
    class: '10',
    gender: 'Female',
  },
  {
    name: 'Rohan Iyer',
    phone: '+919822334455',
    school: 'St. Xavier’s College',
    class: 'ca-foundation',
    gender: 'Male',
  },
];
