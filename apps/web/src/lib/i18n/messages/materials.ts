import { msg } from '@lingui/core/macro';
import { DOCUMENT_TYPES, FILE_MESSAGES, MAX_UPLOAD_BYTES } from '@academy/contract/files';
import { LINK_MESSAGES } from '@academy/contract/link-messages';
import { NOTE_MESSAGES } from '@academy/contract/note-messages';
import { RESOURCE_MESSAGES } from '@academy/contract/resource-messages';
import { VIDEO_MESSAGES } from '@academy/contract/video-messages';
import { messageTable } from '../message-table';

/** Study notes: the upload form's checks, the list and the purchase (contract's NOTE_MESSAGES). */
export const NOTE_TABLE = messageTable(NOTE_MESSAGES, {
  titleRequired: msg`Title is required`,
  descriptionRequired: msg`Description is required`,
  urlInvalid: msg`Invalid URL`,
  linkRequired: msg`Link is required when uploading by link`,
  fileRequired: msg`Choose a file to upload`,
  categoryRequired: msg`Category is required`,
  categoriesMax: msg`At most 5 categories`,
  tagsMax: msg`At most 10 tags`,
  subjectRequired: msg`Subject is required`,
  classRequired: msg`Class is required`,
  pricePositive: msg`Price must be a positive number`,
  priceRupees: msg`Enter the price in rupees, with at most two decimals (1499 or 1499.50)`,
  priceWhenFree: msg`Price should not be provided when the note is free`,
  priceWhenPaid: msg`Price is required and must be greater than 0 when the note is not free`,
  uploaded: msg`Notes uploaded successfully!`,
  uploadFailed: msg`Failed to upload notes.`,
  updated: msg`Notes updated successfully!`,
  updateFailed: msg`Failed to update notes.`,
  deleted: msg`Note deleted`,
  deleteFailed: msg`Failed to delete note.`,
  notFound: msg`Note not found`,
  listError: msg`Error loading notes`,
  listEmpty: msg`No notes found`,
  purchased: msg`Purchase successful (development mode: no real payment was taken)`,
  purchasedPaid: msg`Purchase successful. Your notes are ready.`,
  alreadyPurchased: msg`You already own these notes`,
  buyFirst: msg`Buy these notes to view and download them`,
  signInToBuy: msg`Please log in to buy these notes`,
  hasBuyers: msg`Students have bought these notes, so they cannot be deleted`,
  paymentFailed: msg`Payment failed. You have not been charged.`,
  paidNeedsPdf: msg`A paid note must be a PDF file, so that each copy carries its buyer's name`,
  pdfNotStampable: msg`This PDF is password-protected or damaged, so it cannot carry the buyer's name. Upload an unprotected PDF.`,
  notReady: msg`These notes cannot be opened right now. Please contact the academy.`,
  busy: msg`Many students are opening notes right now. Please try again in a minute.`,
});

/** NCERT textbooks, NCERT solutions and question papers (contract's RESOURCE_MESSAGES). */
export const RESOURCE_TABLE = messageTable(RESOURCE_MESSAGES, {
  titleRequired: msg`Title is required`,
  classRequired: msg`Class is required`,
  subjectRequired: msg`Subject is required`,
  streamNotAllowed: msg`Stream applies only to classes 11 and 12`,
  chapterRequired: msg`Chapter is required`,
  chaptersMin: msg`Chapters must be at least 1`,
  examRequired: msg`Exam is required`,
  yearInvalid: msg`Enter a year between 1990 and 2100`,
  urlInvalid: msg`Invalid URL`,
  linkRequired: msg`Link is required when uploading by link`,
  fileRequired: msg`Choose a file to upload`,
  saved: msg`Saved successfully!`,
  saveFailed: msg`Failed to save. Please try again.`,
  deleted: msg`Deleted`,
  deleteFailed: msg`Failed to delete.`,
  notFound: msg`Not found`,
  listError: msg`Error loading the list`,
  emptyTitle: msg`No books found`,
  emptyText: msg`Try adjusting your filters to find more books`,
});

// The two checks that name the accepted types and the size limit, as the contract writes them.
const accepted = Object.entries(DOCUMENT_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(', ');
const maxBytes = MAX_UPLOAD_BYTES;

/** Uploaded documents (contract's FILE_MESSAGES). */
export const FILE_TABLE = messageTable(FILE_MESSAGES, {
  hint: msg`Supports PDF, DOC, DOCX, TXT files up to 10MB`,
  typeInvalid: msg`File type must be one of ${accepted}`,
  tooLarge: msg`File is larger than ${maxBytes} bytes`,
  tooMany: msg`Too many files`,
  contentMismatch: msg`The file does not look like a PDF, DOC, DOCX or TXT document`,
  dragReject: msg`File type not supported`,
  notFound: msg`File not found`,
});

/** The useful links (contract's LINK_MESSAGES). */
export const LINK_TABLE = messageTable(LINK_MESSAGES, {
  titleRequired: msg`Title is required`,
  linkInvalid: msg`Link must be a web address starting with http:// or https://`,
  desRequired: msg`Description is required`,
  categoryRequired: msg`Category is required`,
  tooManyCategories: msg`At most 5 categories`,
  added: msg`Link added!`,
  updated: msg`Link updated!`,
  deleted: msg`Link deleted`,
  addFailed: msg`Failed to add link`,
  updateFailed: msg`Failed to update link`,
  deleteFailed: msg`Failed to delete`,
  loadFailed: msg`Failed to load links.`,
  notFound: msg`Link not found`,
});

/** The video library (contract's VIDEO_MESSAGES). */
export const VIDEO_TABLE = messageTable(VIDEO_MESSAGES, {
  sectionInvalid: msg`Choose a section`,
  titleRequired: msg`Title is required`,
  urlInvalid: msg`Must be a YouTube video link`,
  added: msg`Video added!`,
  updated: msg`Video updated!`,
  deleted: msg`Video deleted`,
  addFailed: msg`Failed to add video`,
  updateFailed: msg`Failed to update video`,
  deleteFailed: msg`Failed to delete video`,
  loadFailed: msg`Failed to load videos.`,
  notFound: msg`Video not found`,
});
