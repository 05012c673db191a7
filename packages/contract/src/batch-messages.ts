/**
 * The messages of batches, their timetable and attendance (and the limits they name) apart from
 * the schemas, so a page can show them without loading zod.
 */

export const BATCH_LIMITS = {
  nameMax: 80,
  subjectsMax: 12,
  subjectMax: 40,
  capacityMax: 1_000,
  teachersMax: 20,
  /** Students added in one go (the admin's bulk add). */
  addMax: 500,
  durationMin: 15,
  durationMax: 360,
  placeMax: 120,
  noteMax: 200,
} as const;

export const BATCH_MESSAGES = {
  notFound: 'Batch not found',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 80 characters',
  programRequired: 'Choose the program or class',
  subjectTooLong: 'A subject must be at most 40 characters',
  tooManySubjects: 'At most 12 subjects',
  dateInvalid: 'Enter a date',
  datesOrder: 'The end date must be on or after the start date',
  capacityRange: 'Capacity must be between 1 and 1000',
  teacherUnknown: 'One of the chosen teachers does not exist',
  created: 'Batch created',
  saved: 'Batch saved',
  deleted: 'Batch deleted',
  studentUnknown: 'One of the chosen students does not exist',
  membersAdded: 'Students added',
  memberRemoved: 'Student removed from the batch',
  notMember: 'This student is not in the batch',
  seatedInFuture: 'A seat cannot start in the future',
  seatedBeforeStart: 'A seat cannot start before the batch does',
  capacityBelowMembers: 'The batch already has more members than that',
  notOpen: 'This batch is not open to join',
  alreadyJoined: 'You are already in this batch, or on its waiting list',
  joined: 'You have joined the batch',
  joinedWaiting: 'The batch is full: you are on its waiting list',
  feeUnconfirmed: 'Confirm the fee to join',
  feeChanged: 'The fee has changed: check it and join again',
} as const;

export const TIMETABLE_MESSAGES = {
  slotNotFound: 'Class not found',
  weekdayInvalid: 'Choose a day',
  timeInvalid: 'Enter a time like 17:00',
  durationRange: 'A class lasts 15 to 360 minutes',
  subjectRequired: 'Subject is required',
  placeTooLong: 'Must be at most 120 characters',
  linkInvalid: 'Enter a Zoom, Google Meet, Jitsi or YouTube link',
  teacherNotInBatch: 'The teacher must teach this batch',
  slotSaved: 'Class saved',
  slotDeleted: 'Class removed from the timetable',
  sessionSaved: 'Change saved',
  sessionNotFound: 'There is no such class on that date',
  dateOutsideBatch: 'The date is outside the batch’s dates',
  notYourBatch: 'You do not teach this batch',
  recordingInvalid: 'Enter a YouTube link',
  recordingSaved: 'Recording added',
  attendanceSaved: 'Attendance saved',
  attendanceCancelled: 'This class was cancelled',
  attendanceTooEarly: 'Attendance opens when the class begins',
  studentNotMember: 'One of the students is not in this batch',
  feedRenewed: 'New address made: the old one no longer works',
} as const;

export const FEE_LIMITS = {
  labelMax: 60,
  instalmentsMax: 24,
  /** ₹10,00,000 for one instalment. */
  amountMaxPaise: 100_000_000,
  /** The home's "Fees due" shows what falls due within this many days, and everything overdue. */
  dueSoonDays: 30,
} as const;

export const FEE_MESSAGES = {
  instalmentNotFound: 'Instalment not found',
  labelRequired: 'Name the instalment, for example “Term 1”',
  labelTooLong: 'The name must be at most 60 characters',
  amountRange: 'Enter an amount from ₹1 to ₹10,00,000',
  dueDateInvalid: 'Enter the due date',
  tooManyInstalments: 'A batch has at most 24 instalments',
  instalmentSaved: 'Instalment saved',
  instalmentDeleted: 'Instalment removed',
  instalmentHasPayments: 'This instalment has payments, so it cannot be removed',
  batchHasPayments: 'This batch has fee payments, so it cannot be deleted',
  notInBatch: 'Only the batch’s students pay its fees',
  noCouponForFees: 'Coupons do not apply to batch fees',
  remindersSent: 'Reminders sent',
  nothingToRemind: 'Nobody owes this instalment',
  alreadyReminded: 'Everyone who owes it was reminded today. Try again tomorrow.',
  parentPaysFeesOnly: 'A parent pays a child’s batch fees here, not other items',
  notYourChild: 'This student is not linked to you',
} as const;
