/**
 * The messages of admissions (and the limits they name) apart from the schemas, so a page can
 * show them without loading zod.
 */

export const ADMISSION_LIMITS = {
  nameMax: 80,
  noteMax: 1000,
  reasonMax: 200,
  templateMax: 500,
} as const;

export const ADMISSION_MESSAGES = {
  notFound: 'Lead not found',
  notCounsellor: 'Only admins and counsellors can see leads',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 80 characters',
  phoneInvalid: 'Enter a valid Indian mobile number',
  programInvalid: 'Choose a program',
  sourceInvalid: 'Choose where the lead came from',
  noteRequired: 'Write a note',
  noteTooLong: 'A note must be at most 1000 characters',
  reasonRequired: 'Say why the lead was lost',
  reasonTooLong: 'A reason must be at most 200 characters',
  stageNotAllowed: 'A lead cannot move to that stage from where it is',
  dateInvalid: 'Enter a valid date',
  ownerInvalid: 'The owner must be an admin or a counsellor',
  templateRequired: 'Write the WhatsApp message',
  templateTooLong: 'The WhatsApp message must be at most 500 characters',
  teacherOnly: 'Only teachers can be named counsellors',
  batchInvalid: 'Choose a batch',
  batchFull: 'The batch is full: no seat for this admission',
  notAdmittable: 'Only an open lead can be admitted',
  phoneNotMobile: 'The lead needs a valid Indian mobile number to become a student',
  classInvalid: 'Choose an upcoming class',
  classNotUpcoming: 'Book a demo in a class that has not started and is not cancelled',
  notBookable: 'Only a new or contacted lead can be booked into a demo class',
  visitorNotFound: 'That visitor is not booked into this class',
  monthInvalid: 'Choose a month',
  created: 'Lead added',
  joined: 'That number already had a lead: this was added to its timeline',
  saved: 'Lead saved',
  moved: 'Stage changed',
  noted: 'Added to the timeline',
  templateSaved: 'WhatsApp message saved',
  counsellorsSaved: 'Counsellors saved',
  demoBooked: 'Demo class booked: the lead has been sent its date, time and place',
  visitorMarked: 'Visitor marked',
  admitted: 'Admitted: the student has their account and seat, and a welcome text',
} as const;
