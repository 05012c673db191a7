import { msg } from '@lingui/core/macro';
import { BATCH_MESSAGES, FEE_MESSAGES, TIMETABLE_MESSAGES } from '@academy/contract/batch-messages';
import { messageTable } from '../message-table';

/** Batches: the admin's form, members and waiting list. */
export const BATCH_TABLE = messageTable(BATCH_MESSAGES, {
  notFound: msg`Batch not found`,
  nameRequired: msg`Name is required`,
  nameTooLong: msg`Name must be at most 80 characters`,
  programRequired: msg`Choose the program or class`,
  subjectTooLong: msg`A subject must be at most 40 characters`,
  tooManySubjects: msg`At most 12 subjects`,
  dateInvalid: msg`Enter a date`,
  datesOrder: msg`The end date must be on or after the start date`,
  capacityRange: msg`Capacity must be between 1 and 1000`,
  teacherUnknown: msg`One of the chosen teachers does not exist`,
  created: msg`Batch created`,
  saved: msg`Batch saved`,
  deleted: msg`Batch deleted`,
  studentUnknown: msg`One of the chosen students does not exist`,
  membersAdded: msg`Students added`,
  memberRemoved: msg`Student removed from the batch`,
  notMember: msg`This student is not in the batch`,
  seatedInFuture: msg`A seat cannot start in the future`,
  seatedBeforeStart: msg`A seat cannot start before the batch does`,
  capacityBelowMembers: msg`The batch already has more members than that`,
  notOpen: msg`This batch is not open to join`,
  alreadyJoined: msg`You are already in this batch, or on its waiting list`,
  joined: msg`You have joined the batch`,
  joinedWaiting: msg`The batch is full: you are on its waiting list`,
  feeUnconfirmed: msg`Confirm the fee to join`,
  feeChanged: msg`The fee has changed: check it and join again`,
});

/** The timetable, its one-off changes, recordings and attendance. */
export const TIMETABLE_TABLE = messageTable(TIMETABLE_MESSAGES, {
  slotNotFound: msg`Class not found`,
  weekdayInvalid: msg`Choose a day`,
  timeInvalid: msg`Enter a time like 17:00`,
  durationRange: msg`A class lasts 15 to 360 minutes`,
  subjectRequired: msg`Subject is required`,
  placeTooLong: msg`Must be at most 120 characters`,
  linkInvalid: msg`Enter a Zoom, Google Meet, Jitsi or YouTube link`,
  teacherNotInBatch: msg`The teacher must teach this batch`,
  slotSaved: msg`Class saved`,
  slotDeleted: msg`Class removed from the timetable`,
  sessionSaved: msg`Change saved`,
  sessionNotFound: msg`There is no such class on that date`,
  dateOutsideBatch: msg`The date is outside the batch’s dates`,
  notYourBatch: msg`You do not teach this batch`,
  recordingInvalid: msg`Enter a YouTube link`,
  recordingSaved: msg`Recording added`,
  attendanceSaved: msg`Attendance saved`,
  attendanceCancelled: msg`This class was cancelled`,
  attendanceTooEarly: msg`Attendance opens when the class begins`,
  studentNotMember: msg`One of the students is not in this batch`,
  feedRenewed: msg`New address made: the old one no longer works`,
});

/** A batch's fee: its instalments, paying them, and reminders. */
export const FEE_TABLE = messageTable(FEE_MESSAGES, {
  instalmentNotFound: msg`Instalment not found`,
  labelRequired: msg`Name the instalment, for example “Term 1”`,
  labelTooLong: msg`The name must be at most 60 characters`,
  amountRange: msg`Enter an amount from ₹1 to ₹10,00,000`,
  dueDateInvalid: msg`Enter the due date`,
  tooManyInstalments: msg`A batch has at most 24 instalments`,
  instalmentSaved: msg`Instalment saved`,
  instalmentDeleted: msg`Instalment removed`,
  instalmentHasPayments: msg`This instalment has payments, so it cannot be removed`,
  batchHasPayments: msg`This batch has fee payments, so it cannot be deleted`,
  notInBatch: msg`Only the batch’s students pay its fees`,
  noCouponForFees: msg`Coupons do not apply to batch fees`,
  remindersSent: msg`Reminders sent`,
  nothingToRemind: msg`Nobody owes this instalment`,
  alreadyReminded: msg`Everyone who owes it was reminded today. Try again tomorrow.`,
  parentPaysFeesOnly: msg`A parent pays a child’s batch fees here, not other items`,
  notYourChild: msg`This student is not linked to you`,
});
