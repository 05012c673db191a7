/**
 * The contact messages (and the limits they name) apart from the schemas, so a page can show
 * them without loading zod.
 */

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  phoneMin: 'Phone number must be at least 10 digits',
  phoneMax: 'Phone number must be at most 15 digits',
  messageRequired: 'Message is required',
  mobileMin: 'Mobile number must be at least 10 digits',
  sent: 'Message sent!, We Will Get Back To You Soon',
  failed: 'Failed to send message',
  formDisabled: 'The contact form is turned off. Please call or write to us instead.',
  notFound: 'Enquiry not found',
} as const;
