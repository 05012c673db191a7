/** [question, [A, B, C, D], correct index, topic, explanation] */
type Q = [string, [string, string, string, string], number, string, string];

interface DemoSection {
  title: string;
  marks: number;
  negative: number;
  minutes?: number;
  questions: Q[];
}

interface DemoTest {
  title: string;
  description: string;
  program: string;
  subject: string;
  minutes: number;
  instructions: string;
  /** Title of a demo course whose students take it; otherwise free. */
  course?: string;
  sections: DemoSection[];
}

const BOARD_INSTRUCTIONS =
  'All questions are compulsory. Each question has exactly one correct answer. There is no negative marking. Your answers are saved as you choose them; the test is submitted automatically when the time is up.';
const CA_INSTRUCTIONS =
  'Each question carries 1 mark. A wrong answer costs 0.25 marks; an unattempted question costs nothing. Answers are saved as you choose them and the paper is submitted automatically when the time is up.';

export const DEMO_TESTS: DemoTest[] = [
  {
    title: 'Class 10 Science: Chemical Reactions and Electricity',
    description: 'A board-pattern practice test on two high-weightage chapters.',
    program: 'class-9-10',
    subject: 'Science',
    minutes: 20,
    instructions: BOARD_INSTRUCTIONS,
    sections: [
      {
        title: 'Section A: Chemistry',
        marks: 1,
        negative: 0,
        questions: [
          [
            'Which of the following is a decomposition reaction?',
            [
              '2H₂ + O₂ → 2H₂O',
              'CaCO₃ → CaO + CO₂',
              'Zn + CuSO₄ → ZnSO₄ + Cu',
              'NaOH + HCl → NaCl + H₂O',
            ],
            1,
            'Chemical Reactions and Equations',
            'Calcium carbonate breaks down on heating into calcium oxide and carbon dioxide: one reactant gives two products.',
          ],
          [
            'The colour of copper sulphate solution changes when an iron nail is dipped in it because',
            [
              'iron is more reactive than copper',
              'copper is more reactive than iron',
              'iron dissolves in water',
              'copper sulphate decomposes',
            ],
            0,
            'Chemical Reactions and Equations',
            'Iron displaces copper from copper sulphate because it is more reactive; the blue colour fades to light green.',
          ],
          [
            'What is the pH of a neutral solution at 25 °C?',
            ['0', '5', '7', '14'],
            2,
            'Acids, Bases and Salts',
            'Pure water and neutral solutions have pH 7 at 25 °C.',
          ],
          [
            'Rancidity of food containing fats can be slowed down by',
            [
              'keeping it in the sun',
              'adding antioxidants',
              'adding water',
              'storing it in an open container',
            ],
            1,
            'Chemical Reactions and Equations',
            'Rancidity is oxidation; antioxidants (and nitrogen-flushed packs) slow it down.',
          ],
        ],
      },
      {
        title: 'Section B: Physics',
        marks: 2,
        negative: 0,
        questions: [
          [
            'The SI unit of electric resistance is',
            ['volt', 'ampere', 'ohm', 'watt'],
            2,
            'Electricity',
            'Resistance R = V / I is measured in ohms (Ω).',
          ],
          [
            'Three resistors of 6 Ω each are connected in parallel. Their equivalent resistance is',
            ['18 Ω', '6 Ω', '3 Ω', '2 Ω'],
            3,
            'Electricity',
            '1/R = 1/6 + 1/6 + 1/6 = 1/2, so R = 2 Ω.',
          ],
          [
            'An electric bulb is rated 100 W, 220 V. The current it draws is about',
            ['0.45 A', '2.2 A', '4.5 A', '22 A'],
            0,
            'Electricity',
            'I = P / V = 100 / 220 ≈ 0.45 A.',
          ],
          [
            'The magnetic field lines inside a long straight solenoid carrying current are',
            ['circles', 'parallel straight lines', 'absent', 'spirals'],
            1,
            'Magnetic Effects of Current',
            'Inside a long solenoid the field is uniform: parallel straight lines.',
          ],
        ],
      },
    ],
  },
  {
    title: 'Class 10 Mathematics: Real Numbers and Polynomials',
    description: 'Quick check on the first two chapters of the NCERT Class 10 book.',
    program: 'class-9-10',
    subject: 'Mathematics',
    minutes: 15,
    instructions: BOARD_INSTRUCTIONS,
    sections: [
      {
        title: 'Objective questions',
        marks: 1,
        negative: 0,
        questions: [
          [
            'The HCF of 96 and 404 is',
            ['2', '4', '8', '12'],
            1,
            'Real Numbers',
            '96 = 2⁵ × 3 and 404 = 2² × 101, so HCF = 2² = 4.',
          ],
          [
            'If HCF(a, b) = 6 and a × b = 1800, then LCM(a, b) is',
            ['300', '600', '900', '1800'],
            0,
            'Real Numbers',
            'HCF × LCM = a × b, so LCM = 1800 / 6 = 300.',
          ],
          [
            'Which of these is irrational?',
            ['√16', '0.375', '√5', '22/7'],
            2,
            'Real Numbers',
            '√5 cannot be written as p/q; the others are rational.',
          ],
          [
            'The zeroes of x² − 5x + 6 are',
            ['1 and 6', '2 and 3', '−2 and −3', '−1 and 6'],
            1,
            'Polynomials',
            'x² − 5x + 6 = (x − 2)(x − 3).',
          ],
          [
            'If α and β are the zeroes of 2x² − 8x + 6, then α + β is',
            ['3', '−4', '4', '8'],
            2,
            'Polynomials',
            'Sum of zeroes = −b/a = 8/2 = 4.',
          ],
        ],
      },
    ],
  },
  {
    title: 'CA Foundation Paper 3: Quantitative Aptitude Mock',
    description:
      'Business mathematics and statistics in the ICAI pattern, with negative marking of ¼ mark.',
    program: 'ca-foundation',
    subject: 'Quantitative Aptitude',
    minutes: 20,
    instructions: CA_INSTRUCTIONS,
    sections: [
      {
        title: 'Part A: Business Mathematics',
        marks: 1,
        negative: 0.25,
        minutes: 10,
        questions: [
          [
            'If log 2 = 0.3010, then log 8 is',
            ['0.6020', '0.9030', '2.4080', '0.0753'],
            1,
            'Logarithms',
            'log 8 = 3 log 2 = 0.9030.',
          ],
          [
            'The ratio 3 : 4 compounded with 8 : 9 gives',
            ['2 : 3', '11 : 13', '24 : 36', '3 : 2'],
            0,
            'Ratio and Proportion',
            '(3 × 8) : (4 × 9) = 24 : 36 = 2 : 3.',
          ],
          [
            '₹10,000 at 10% compound interest a year for 2 years amounts to',
            ['₹12,000', '₹12,100', '₹11,000', '₹12,210'],
            1,
            'Time Value of Money',
            '10,000 × 1.1² = ₹12,100.',
          ],
          [
            'In how many ways can 5 students sit in a row?',
            ['25', '60', '120', '720'],
            2,
            'Permutations and Combinations',
            '5! = 120.',
          ],
        ],
      },
      {
        title: 'Part B: Statistics',
        marks: 1,
        negative: 0.25,
        minutes: 10,
        questions: [
          [
            'The mean of 2, 4, 6, 8 and 10 is',
            ['5', '6', '7', '30'],
            1,
            'Measures of Central Tendency',
            '(2 + 4 + 6 + 8 + 10) / 5 = 6.',
          ],
          [
            'The median of 3, 9, 1, 7, 5 is',
            ['3', '7', '5', '9'],
            2,
            'Measures of Central Tendency',
            'Sorted: 1, 3, 5, 7, 9; the middle value is 5.',
          ],
          [
            'The probability of getting a head when a fair coin is tossed is',
            ['0', '1/4', '1/2', '1'],
            2,
            'Probability',
            'Two equally likely outcomes, one of them a head.',
          ],
          [
            'If every observation is increased by 5, the standard deviation',
            ['increases by 5', 'decreases by 5', 'is multiplied by 5', 'does not change'],
            3,
            'Measures of Dispersion',
            'Standard deviation does not depend on a change of origin.',
          ],
        ],
      },
    ],
  },
  {
    title: 'CA Foundation Accounting: Journal, Ledger and Trial Balance',
    description: 'Practice MCQs for the students of the Principles of Accounting course.',
    program: 'ca-foundation',
    subject: 'Accounting',
    minutes: 15,
    instructions: CA_INSTRUCTIONS,
    course: 'CA Foundation: Principles of Accounting',
    sections: [
      {
        title: 'Accounting MCQs',
        marks: 1,
        negative: 0.25,
        questions: [
          [
            'Goods withdrawn by the proprietor for personal use are debited to',
            ['Purchases account', 'Drawings account', 'Sales account', 'Capital account'],
            1,
            'Journal Entries',
            'Drawings A/c Dr. To Purchases A/c: the owner takes the goods out of the business.',
          ],
          [
            'A trial balance is prepared to check the',
            [
              'profit of the business',
              'arithmetical accuracy of the ledger',
              'cash balance',
              'financial position',
            ],
            1,
            'Trial Balance',
            'Equal debit and credit totals show arithmetical accuracy, not the absence of every error.',
          ],
          [
            'Which error is NOT revealed by a trial balance?',
            [
              'Wrong totalling of the sales book',
              'Posting to the wrong side of an account',
              'Error of complete omission',
              'Wrong balancing of an account',
            ],
            2,
            'Rectification of Errors',
            'A transaction omitted entirely leaves both sides equally short.',
          ],
          [
            'Prepaid rent appears in the balance sheet as',
            ['a current asset', 'a current liability', 'income', 'capital'],
            0,
            'Final Accounts',
            'Rent paid in advance is an asset: the benefit is still to come.',
          ],
          [
            'Under the accrual concept, revenue is recognised when',
            ['cash is received', 'it is earned', 'the year ends', 'the invoice is paid'],
            1,
            'Accounting Concepts',
            'Accrual: record revenue when earned and expenses when incurred.',
          ],
        ],
      },
    ],
  },
  {
    title: 'CMA Foundation: Fundamentals of Cost Accounting',
    description: 'Elements of cost, material control and overheads in the ICMAI MCQ pattern.',
    program: 'cma-foundation',
    subject: 'Cost Accounting',
    minutes: 15,
    instructions:
      'Each question carries 2 marks and there is no negative marking. Answers are saved as you choose them.',
    sections: [
      {
        title: 'Cost Accounting',
        marks: 2,
        negative: 0,
        questions: [
          [
            'Prime cost is the total of',
            [
              'direct material, direct labour and direct expenses',
              'all factory overheads',
              'office and selling overheads',
              'works cost and profit',
            ],
            0,
            'Elements of Cost',
            'Prime cost = direct material + direct labour + direct expenses.',
          ],
          [
            'Economic Order Quantity balances',
            [
              'sales and purchases',
              'ordering cost and carrying cost',
              'fixed and variable cost',
              'labour and overheads',
            ],
            1,
            'Material Control',
            'EOQ = √(2AO / C) minimises the total of ordering and carrying costs.',
          ],
          [
            'Annual demand 1,600 units, ordering cost ₹50 an order, carrying cost ₹4 a unit a year. The EOQ is',
            ['100 units', '200 units', '400 units', '800 units'],
            1,
            'Material Control',
            '√(2 × 1,600 × 50 / 4) = √40,000 = 200 units.',
          ],
          [
            'Idle time caused by a machine breakdown is treated as',
            ['direct labour', 'normal idle time', 'abnormal idle time', 'overtime premium'],
            2,
            'Labour Cost',
            'Abnormal idle time goes to the costing profit and loss account.',
          ],
          [
            'Apportionment of overheads means',
            [
              'charging a whole overhead to one cost centre',
              'sharing an overhead among cost centres on a fair basis',
              'writing overheads off',
              'recovering overheads from customers',
            ],
            1,
            'Overheads',
            'Common overheads (rent, power) are shared among cost centres on a suitable basis.',
          ],
        ],
      },
    ],
  },
  {
    title: 'CMA Intermediate: Cost and Management Accounting Drill',
    description: 'Marginal costing and budgetary control, with ⅓ mark negative marking.',
    program: 'cma-intermediate',
    subject: 'Cost and Management Accounting',
    minutes: 10,
    instructions:
      'Each question carries 1 mark; a wrong answer costs one third of a mark. Answers are saved as you choose them.',
    sections: [
      {
        title: 'Management Accounting',
        marks: 1,
        negative: 0.3333,
        questions: [
          [
            'Sales ₹2,00,000, variable cost ₹1,20,000, fixed cost ₹40,000. The P/V ratio is',
            ['20%', '40%', '60%', '80%'],
            1,
            'Marginal Costing',
            'Contribution = 80,000; P/V = 80,000 / 2,00,000 = 40%.',
          ],
          [
            'With the figures above, the break-even sales are',
            ['₹1,00,000', '₹80,000', '₹1,60,000', '₹40,000'],
            0,
            'Marginal Costing',
            'BEP = fixed cost / P/V ratio = 40,000 / 0.4 = ₹1,00,000.',
          ],
          [
            'A flexible budget is one that',
            [
              'never changes',
              'changes with the level of activity',
              'covers only fixed costs',
              'is prepared for one year only',
            ],
            1,
            'Budgetary Control',
            'It shows costs at different activity levels.',
          ],
          [
            'Margin of safety is',
            [
              'actual sales minus break-even sales',
              'fixed cost minus profit',
              'contribution minus fixed cost',
              'sales minus variable cost',
            ],
            0,
            'Marginal Costing',
            'The sales above break-even point: how far sales can fall before a loss.',
          ],
        ],
      },
    ],
  },
  {
    title: 'Class 5 Mathematics: Fractions, Decimals and Shapes',
    description: 'A short practice test for primary classes, with an explanation for every answer.',
    program: 'class-1-5',
    subject: 'Mathematics',
    minutes: 10,
    instructions: BOARD_INSTRUCTIONS,
    sections: [
      {
        title: 'Objective questions',
        marks: 1,
        negative: 0,
        questions: [
          [
            'Which fraction is equal to 1/2?',
            ['2/3', '3/6', '2/5', '3/4'],
            1,
            'Fractions',
            'Divide the top and bottom of 3/6 by 3: 3/6 = 1/2.',
          ],
          [
            'What is 0.5 + 0.25?',
            ['0.30', '0.75', '0.525', '7.5'],
            1,
            'Decimals',
            'Line up the decimal points: 0.50 + 0.25 = 0.75.',
          ],
          [
            'How many sides does a hexagon have?',
            ['5', '6', '7', '8'],
            1,
            'Shapes',
            'Hexa means six: a hexagon has 6 sides and 6 corners.',
          ],
          [
            'The perimeter of a square with a side of 7 cm is',
            ['14 cm', '21 cm', '28 cm', '49 cm'],
            2,
            'Perimeter and Area',
            'Perimeter of a square = 4 × side = 4 × 7 = 28 cm. (49 square cm would be its area.)',
          ],
          [
            'Which number is a multiple of both 4 and 6?',
            ['10', '16', '18', '24'],
            3,
            'Factors and Multiples',
            '24 = 4 × 6 = 6 × 4. 16 is a multiple of 4 only, 18 of 6 only, and 10 of neither.',
          ],
          [
            'Round 3,482 to the nearest hundred.',
            ['3,400', '3,480', '3,500', '4,000'],
            2,
            'Numbers',
            'The tens digit is 8, which is 5 or more, so 3,482 rounds up to 3,500.',
          ],
        ],
      },
    ],
  },
  {
    title: 'Class 8 Science: Force, Pressure, Friction and Sound',
    description: 'NCERT Class 8 physics chapters in one quick practice test.',
    program: 'class-6-8',
    subject: 'Science',
    minutes: 10,
    instructions: BOARD_INSTRUCTIONS,
    sections: [
      {
        title: 'Objective questions',
        marks: 1,
        negative: 0,
        questions: [
          [
            'The SI unit of force is the',
            ['joule', 'newton', 'pascal', 'watt'],
            1,
            'Force and Pressure',
            'Force is measured in newtons (N); the joule is the unit of work and energy, the pascal of pressure.',
          ],
          [
            'Pressure is',
            ['force × area', 'force ÷ area', 'area ÷ force', 'mass × speed'],
            1,
            'Force and Pressure',
            'Pressure is the force acting on a unit area, so the same force on a smaller area gives more pressure: that is why knives are sharp.',
          ],
          [
            'Friction can be reduced by',
            [
              'making the surfaces rougher',
              'using a lubricant such as oil',
              'putting more weight on the object',
              'taking out the ball bearings',
            ],
            1,
            'Friction',
            'A lubricant forms a thin layer between the surfaces, so their tiny bumps do not lock into each other.',
          ],
          [
            'Sound cannot travel through',
            ['air', 'water', 'steel', 'a vacuum'],
            3,
            'Sound',
            'Sound needs a medium: in a vacuum there are no particles to pass the vibration along.',
          ],
          [
            'The frequency of a vibration is measured in',
            ['decibels', 'hertz', 'metres', 'seconds'],
            1,
            'Sound',
            'Frequency is the number of oscillations per second, measured in hertz (Hz); loudness is expressed in decibels.',
          ],
          [
            'The loudness of a sound depends on the',
            ['frequency', 'amplitude', 'time period', 'pitch'],
            1,
            'Sound',
            'A larger amplitude of vibration gives a louder sound; the frequency decides the pitch.',
          ],
        ],
      },
    ],
  },
  {
    title: 'Class 12 Physics: Electrostatics and Current Electricity',
    description: 'Board-pattern objective questions on the first three chapters of Class 12.',
    program: 'class-11-12',
    subject: 'Physics',
    minutes: 15,
    instructions: BOARD_INSTRUCTIONS,
    sections: [
      {
        title: 'Section A: Objective questions',
        marks: 1,
        negative: 0,
        questions: [
          [
            'The SI unit of electric charge is the',
            ['ampere', 'coulomb', 'volt', 'farad'],
            1,
            'Electric Charges and Fields',
            'Charge is measured in coulombs; 1 C is the charge carried by a current of 1 A in 1 s.',
          ],
          [
            'Two point charges are a distance r apart. If r is doubled, the force between them becomes',
            ['twice as large', 'half as large', 'one-fourth as large', 'four times as large'],
            2,
            'Electric Charges and Fields',
            "By Coulomb's law F ∝ 1/r², so doubling r makes the force 1/4 of what it was.",
          ],
          [
            'Inside a charged conductor in electrostatic equilibrium, the electric field is',
            ['zero', 'largest at the centre', 'equal to the field at the surface', 'infinite'],
            0,
            'Electric Charges and Fields',
            'Free charges move until the field inside vanishes; the excess charge stays on the surface.',
          ],
          [
            'The capacitance of a parallel-plate capacitor increases when',
            [
              'the plates are moved further apart',
              'a dielectric slab is put between the plates',
              'the area of the plates is reduced',
              'the charge on it is halved',
            ],
            1,
            'Capacitance',
            'C = Kε₀A/d: a dielectric (K > 1) raises C; a larger gap or smaller plates lower it, and the charge does not change it.',
          ],
          [
            'Three resistors of 6 Ω each are connected in parallel. The equivalent resistance is',
            ['18 Ω', '6 Ω', '3 Ω', '2 Ω'],
            3,
            'Current Electricity',
            '1/R = 1/6 + 1/6 + 1/6 = 1/2, so R = 2 Ω.',
          ],
          [
            "Kirchhoff's junction rule follows from the conservation of",
            ['energy', 'charge', 'momentum', 'mass'],
            1,
            'Current Electricity',
            'The current into a junction equals the current out of it, because charge cannot pile up there.',
          ],
        ],
      },
    ],
  },
  {
    title: 'CA Intermediate Costing: Materials, Labour and Marginal Costing',
    description: 'Numerical MCQs from Cost and Management Accounting, two marks each.',
    program: 'ca-intermediate',
    subject: 'Cost and Management Accounting',
    minutes: 15,
    instructions:
      'Each question carries 2 marks and there is no negative marking. Answers are saved as you choose them and the paper is submitted automatically when the time is up.',
    sections: [
      {
        title: 'Cost and Management Accounting MCQs',
        marks: 2,
        negative: 0,
        questions: [
          [
            'Annual demand 2,400 units, ordering cost ₹50 an order, carrying cost ₹6 a unit a year. The economic order quantity is',
            ['100 units', '200 units', '400 units', '40,000 units'],
            1,
            'Material Cost',
            'EOQ = √(2AO/C) = √(2 × 2,400 × 50 / 6) = √40,000 = 200 units.',
          ],
          [
            'Under FIFO pricing of issues, the closing stock is valued at',
            [
              'the earliest purchase prices',
              'the most recent purchase prices',
              'the average of all purchase prices',
              'standard prices',
            ],
            1,
            'Material Cost',
            'FIFO issues the oldest units first, so the units left are priced at the latest purchases.',
          ],
          [
            'Normal idle time is treated as',
            [
              'part of the cost of production',
              'a charge to the costing profit and loss account',
              'an abnormal loss',
              'a selling overhead',
            ],
            0,
            'Employee Cost',
            'Unavoidable idle time is built into the labour rate or factory overheads; only abnormal idle time goes to the costing profit and loss account.',
          ],
          [
            'Standard hours for the actual output 1,000, actual hours worked 1,100, standard rate ₹20 an hour. The labour efficiency variance is',
            ['₹2,000 favourable', '₹2,000 adverse', '₹22,000 adverse', '₹1,000 adverse'],
            1,
            'Standard Costing',
            'Efficiency variance = SR × (SH − AH) = 20 × (1,000 − 1,100) = −₹2,000: adverse, since more hours were used than allowed.',
          ],
          [
            'Contribution ₹40 a unit, fixed costs ₹2,00,000, desired profit ₹1,00,000. The units to be sold are',
            ['5,000', '7,500', '2,500', '10,000'],
            1,
            'Marginal Costing',
            '(Fixed costs + desired profit) ÷ contribution per unit = 3,00,000 ÷ 40 = 7,500 units.',
          ],
        ],
      },
    ],
  },
];
