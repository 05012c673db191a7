/**
 * The coupon editing messages (and the limits they name) apart from the schemas, so a page can show
 * them without loading zod.
 */

export const COUPON_EDIT_MESSAGES = {
  usedCannotDelete: 'This coupon has been used; deactivate it instead',
  unknownItem: 'One of the chosen courses or notes does not exist',
} as const;
