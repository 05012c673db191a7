/**
 * The note messages (and the limits they name) apart from the schemas, so a page can show
 * them without loading zod.
 */

export const NOTE_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  urlInvalid: 'Invalid URL',
  linkRequired: 'Link is required when uploading by link',
  fileRequired: 'Choose a file to upload',
  categoryRequired: 'Category is required',
  categoriesMax: 'At most 5 categories',
  tagsMax: 'At most 10 tags',
  subjectRequired: 'Subject is required',
  classRequired: 'Class is required',
  pricePositive: 'Price must be a positive number',
  priceRupees: 'Enter the price in rupees, with at most two decimals (1499 or 1499.50)',
  priceWhenFree: 'Price should not be provided when the note is free',
  priceWhenPaid: 'Price is required and must be greater than 0 when the note is not free',
  // Screens and toasts (product §6.4).
  uploaded: 'Notes uploaded successfully!',
  uploadFailed: 'Failed to upload notes.',
  updated: 'Notes updated successfully!',
  updateFailed: 'Failed to update notes.',
  deleted: 'Note deleted',
  deleteFailed: 'Failed to delete note.',
  notFound: 'Note not found',
  listError: 'Error loading notes',
  listEmpty: 'No notes found',
  purchased: 'Purchase successful (development mode: no real payment was taken)',
  purchasedPaid: 'Purchase successful. Your notes are ready.',
  alreadyPurchased: 'You already own these notes',
  buyFirst: 'Buy these notes to view and download them',
  signInToBuy: 'Please log in to buy these notes',
  hasBuyers: 'Students have bought these notes, so they cannot be deleted',
  paymentFailed: 'Payment failed. You have not been charged.',
  // A paid note's file is stamped with its buyer's name as they open it (product §5.12).
  paidNeedsPdf: "A paid note must be a PDF file, so that each copy carries its buyer's name",
  pdfNotStampable:
    "This PDF is password-protected or damaged, so it cannot carry the buyer's name. Upload an unprotected PDF.",
  notReady: 'These notes cannot be opened right now. Please contact the academy.',
  busy: 'Many students are opening notes right now. Please try again in a minute.',
} as const;
