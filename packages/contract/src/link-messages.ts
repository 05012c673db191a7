// No zod here: the public Useful Links page reads these without loading the schemas.

/** Product §6.4 (toasts, load failure) and §4.11 (useful link form); unwritten texts written here. */
export const LINK_MESSAGES = {
  titleRequired: 'Title is required',
  linkInvalid: 'Link must be a web address starting with http:// or https://',
  desRequired: 'Description is required',
  categoryRequired: 'Category is required',
  tooManyCategories: 'At most 5 categories',
  added: 'Link added!',
  updated: 'Link updated!',
  deleted: 'Link deleted',
  addFailed: 'Failed to add link',
  updateFailed: 'Failed to update link',
  deleteFailed: 'Failed to delete',
  loadFailed: 'Failed to load links.',
  notFound: 'Link not found',
} as const;
