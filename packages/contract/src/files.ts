/** Uploaded documents (product §4.3), shared by every upload form and the server. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The accepted types and their extensions, in the shape the browser's file picker takes. */
export const DOCUMENT_TYPES = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

const ACCEPT_LIST = Object.entries(DOCUMENT_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(', ');

export const FILE_MESSAGES = {
  hint: 'Supports PDF, DOC, DOCX, TXT files up to 10MB',
  typeInvalid: `File type must be one of ${ACCEPT_LIST}`,
  tooLarge: `File is larger than ${MAX_UPLOAD_BYTES} bytes`,
  tooMany: 'Too many files',
  contentMismatch: 'The file does not look like a PDF, DOC, DOCX or TXT document',
  dragReject: 'File type not supported',
  notFound: 'File not found',
} as const;
