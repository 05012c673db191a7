import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { COUPON_EDIT_MESSAGES } from '@academy/contract/coupon-messages';
import { COURSE_MESSAGES } from '@academy/contract/course-messages';
import type {
  COURSE_CATEGORIES,
  COURSE_SORTS,
  CourseLevel,
  CourseStatus,
} from '@academy/contract/course-display';
import { COUPON_MESSAGES, PAYMENT_MESSAGES } from '@academy/contract/payment-messages';
import { messageTable } from '../message-table';
import { pluralForm } from '../plural-form';

/** Courses: the form's checks, the catalogue, the course page, enrolment and the player. */
export const COURSE_TABLE = messageTable(COURSE_MESSAGES, {
  playlistNeedsVideos: msg`Playlists can't be read without a YouTube API key: paste the playlist's video links`,
  paidNeedsLesson: msg`A published paid course needs at least one lesson`,
  titleMin: msg`Title must be at least 5 characters`,
  titleMax: msg`Title must be at most 150 characters`,
  descriptionMin: msg`Description must be at least 20 characters`,
  shortDescriptionMin: msg`Short description must be at least 10 characters`,
  shortDescriptionMax: msg`Short description must be at most 300 characters`,
  tagsRequired: msg`At least one tag is required`,
  categoryRequired: msg`At least one category is required`,
  priceNegative: msg`Price cannot be negative`,
  priceRupees: msg`Enter the price in rupees, with at most two decimals (1499 or 1499.50)`,
  pricePaidRequired: msg`Price must be greater than 0 for a paid course`,
  languageRequired: msg`Language is required`,
  durationMin: msg`Duration must be at least 1 minute`,
  urlInvalid: msg`Must be a valid URL`,
  faqQuestionMin: msg`Question must be at least 5 characters`,
  faqAnswerMin: msg`Answer must be at least 5 characters`,
  linkInvalid: msg`Must be a valid YouTube video or playlist URL`,
  positionMin: msg`Position must be at least 1`,
  programInvalid: msg`Choose a program from the list`,
  createArchived: msg`A new course is published or a draft; it cannot start archived`,
  listError: msg`Error loading courses`,
  listEmpty: msg`No courses found`,
  adminListEmpty: msg`No courses available`,
  detailError: msg`Error loading course`,
  detailErrorText: msg`We couldn't load the course details. Please try again later.`,
  myCoursesError: msg`Something went wrong`,
  myCoursesEmpty: msg`No courses found`,
  myCoursesEmptyText: msg`You haven't enrolled in any courses yet.`,
  playerError: msg`Oops! Something went wrong`,
  playerErrorText: msg`We couldn't load your course right now.`,
  loadForEditFailed: msg`Failed to fetch course data for editing`,
  saveFailed: msg`Failed to upload course`,
  saveFailedText: msg`Please try again later.`,
  deleted: msg`Course deleted successfully`,
  deleteFailed: msg`Failed to delete course`,
  created: msg`Course uploaded successfully`,
  updated: msg`Course updated successfully`,
  archived: msg`Course archived: its students keep access`,
  notFound: msg`Course not found`,
  notEnrolled: msg`You are not enrolled in this course`,
  enrolled: msg`You are enrolled. Happy learning!`,
  alreadyEnrolled: msg`You are already enrolled in this course`,
  purchasedDev: msg`Purchase successful (development mode: no real payment was taken)`,
  paymentFailed: msg`Payment failed. You have not been charged.`,
  notPurchasable: msg`This course is not available for purchase`,
  lessonUnknown: msg`This lesson is not part of the course`,
  ratingRange: msg`Choose a rating from 1 to 5`,
  videoLinkInvalid: msg`Must be a valid YouTube video URL`,
  rated: msg`Thanks for rating this course!`,
});

/** Payments: the checkout, its confirmation, receipts and (for the admin) refunds. */
export const PAYMENT_TABLE = messageTable(PAYMENT_MESSAGES, {
  notSetUp: msg`Online payment is not set up; contact the academy`,
  useCheckout: msg`This is a paid item: pay for it at checkout`,
  itemRequired: msg`Choose a course or a note to buy`,
  itemNotFound: msg`This course or note is not on sale`,
  itemFree: msg`This is free: no payment is needed`,
  alreadyOwned: msg`You already have this`,
  orderNotFound: msg`Order not found`,
  signatureInvalid: msg`The payment could not be verified`,
  notPaid: msg`The payment has not been completed`,
  amountMismatch: msg`The payment does not match the order's amount`,
  gatewayDown: msg`The payment service is not answering; please try again in a minute`,
  paid: msg`Payment received. Thank you!`,
  confirming: msg`Confirming your payment`,
  confirmingDetail: msg`Your bank has not confirmed the payment yet. This page updates by itself; you can also close it: access opens as soon as the payment is confirmed.`,
  stillConfirming: msg`We are still waiting for your bank. If money left your account, access opens as soon as it is confirmed; see Profile > Payments.`,
  cancelled: msg`Payment cancelled. You have not been charged.`,
  failed: msg`The payment did not go through. You have not been charged.`,
  checkoutLoadFailed: msg`Could not open the payment window. Check your connection and try again.`,
  testMode: msg`Test mode: no real money is taken`,
  webhookSignature: msg`Invalid webhook signature`,
  receiptNotReady: msg`A receipt is issued once the order is paid`,
  creditNoteNotFound: msg`No credit note has been issued for this order`,
  gstr1Month: msg`Choose a month, like 2026-11`,
  invoiceAddressRequired: msg`Enter the address to print on your tax invoice`,
  invoiceStateRequired: msg`Choose the state to print on your tax invoice`,
  refundNotPaid: msg`Only a paid order can be refunded`,
  refundTooMuch: msg`A refund cannot be more than what is left of the payment`,
  refundAmount: msg`Enter an amount of at least ₹1`,
  refundReason: msg`Say why the money is going back`,
  refunded: msg`Refund recorded`,
  refundPending: msg`Refund requested; Razorpay will confirm it`,
  offlineRecorded: msg`Payment recorded and access granted`,
  offlineAmount: msg`Enter the amount received`,
  offlineStudent: msg`Student not found`,
  offlineMethod: msg`Choose how the money was paid`,
  offlineDate: msg`Use a date as YYYY-MM-DD`,
  offlineFuture: msg`The payment date cannot be in the future`,
  referenceTooLong: msg`Keep the reference under 100 characters`,
  reasonTooLong: msg`Keep the reason under 500 characters`,
});

/** Coupons as the checkout checks them (and as the admin saves them). */
export const COUPON_TABLE = messageTable(COUPON_MESSAGES, {
  invalid: msg`This coupon code is not valid`,
  notYet: msg`This coupon is not active yet`,
  expired: msg`This coupon has expired`,
  usedUp: msg`This coupon has been used up`,
  usedByYou: msg`You have already used this coupon`,
  usesHeld: msg`Every use left of this coupon is held by an order awaiting payment. Try again later.`,
  heldByYou: msg`Your unpaid order for another item holds this coupon. Pay for it, or check that item out without the coupon.`,
  notForItem: msg`This coupon does not apply to this item`,
  codeFormat: msg`Use 3 to 40 letters, digits, - or _`,
  codeTaken: msg`A coupon with this code already exists`,
  percentRange: msg`A percentage is between 1 and 100`,
  flatAmount: msg`Enter an amount of at least ₹1`,
  datesOrder: msg`The end date must be after the start date`,
  limitPositive: msg`A limit is a whole number of at least 1`,
  saved: msg`Coupon saved`,
  deleted: msg`Coupon deleted`,
  notFound: msg`Coupon not found`,
});

/** The admin's coupon editor. */
export const COUPON_EDIT_TABLE = messageTable(COUPON_EDIT_MESSAGES, {
  usedCannotDelete: msg`This coupon has been used; deactivate it instead`,
  unknownItem: msg`One of the chosen courses or notes does not exist`,
});

/** The contract's course levels, statuses, categories and sorts in the page's language. */
export const COURSE_LEVEL_NAMES: Record<CourseLevel, MessageDescriptor> = {
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  advanced: msg`Advanced`,
};

export const COURSE_STATUS_NAMES: Record<CourseStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  published: msg`Published`,
  archived: msg`Archived`,
};

export const COURSE_CATEGORY_NAMES: Record<(typeof COURSE_CATEGORIES)[number], MessageDescriptor> =
  {
    science: msg`Science`,
    commerce: msg`Commerce`,
    arts: msg`Arts`,
    technology: msg`Technology`,
    humanities: msg`Humanities`,
  };

export const COURSE_SORT_NAMES: Record<(typeof COURSE_SORTS)[number], MessageDescriptor> = {
  newest: msg`Newest`,
  popular: msg`Most popular`,
  rating: msg`Highest rated`,
  'price-low': msg`Price: low to high`,
  'price-high': msg`Price: high to low`,
};

/**
 * A course's length as the contract's `formatCourseDuration` writes it ("1.5 hours", "45
 * minutes"), in the page's language: over 60 minutes in hours, otherwise in minutes.
 */
export function courseDuration(i18n: I18n, minutes: number): string {
  if (minutes > 60) {
    const hours = Math.round((minutes / 60) * 10) / 10;
    const hoursForm = pluralForm(i18n, hours);
    const shown = String(hours);
    return i18n._(msg`${select(hoursForm, { one: `${shown} hour`, other: `${shown} hours` })}`);
  }
  const minutesForm = pluralForm(i18n, minutes);
  const shown = String(minutes);
  return i18n._(msg`${select(minutesForm, { one: `${shown} minute`, other: `${shown} minutes` })}`);
}
