import { msg } from '@lingui/core/macro';
import { ADMISSION_MESSAGES } from '@academy/contract/admission-messages';
import { messageTable } from '../message-table';

/** Admissions: the lead forms' checks and the server's answers. */
export const ADMISSION_TABLE = messageTable(ADMISSION_MESSAGES, {
  notFound: msg`Lead not found`,
  notCounsellor: msg`Only admins and counsellors can see leads`,
  nameRequired: msg`Name is required`,
  nameTooLong: msg`Name must be at most 80 characters`,
  phoneInvalid: msg`Enter a valid Indian mobile number`,
  programInvalid: msg`Choose a program`,
  sourceInvalid: msg`Choose where the lead came from`,
  noteRequired: msg`Write a note`,
  noteTooLong: msg`A note must be at most 1000 characters`,
  reasonRequired: msg`Say why the lead was lost`,
  reasonTooLong: msg`A reason must be at most 200 characters`,
  stageNotAllowed: msg`A lead cannot move to that stage from where it is`,
  dateInvalid: msg`Enter a valid date`,
  ownerInvalid: msg`The owner must be an admin or a counsellor`,
  templateRequired: msg`Write the WhatsApp message`,
  templateTooLong: msg`The WhatsApp message must be at most 500 characters`,
  teacherOnly: msg`Only teachers can be named counsellors`,
  batchInvalid: msg`Choose a batch`,
  batchFull: msg`The batch is full: no seat for this admission`,
  notAdmittable: msg`Only an open lead can be admitted`,
  phoneNotMobile: msg`The lead needs a valid Indian mobile number to become a student`,
  created: msg`Lead added`,
  joined: msg`That number already had a lead: this was added to its timeline`,
  saved: msg`Lead saved`,
  moved: msg`Stage changed`,
  noted: msg`Added to the timeline`,
  templateSaved: msg`WhatsApp message saved`,
  counsellorsSaved: msg`Counsellors saved`,
  admitted: msg`Admitted: the student has their account and seat, and a welcome text`,
});
