import { DOCUMENT_TYPES, type DocumentType } from '@academy/contract/files';

const EXTENSION_TYPES = new Map<string, DocumentType>(
  Object.entries(DOCUMENT_TYPES).flatMap(([type, extensions]) =>
    extensions.map((ext) => [ext, type as DocumentType]),
  ),
);

/** The accepted type a file name claims, by its extension; undefined when not accepted. */
export function typeByName(name: string): DocumentType | undefined {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? undefined : EXTENSION_TYPES.get(name.slice(dot).toLowerCase());
}

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);

/**
 * Whether the first bytes of a file are what its extension claims. The name alone is the
 * uploader's word; a renamed executable must not be served back as a PDF.
 */
export function contentMatches(type: DocumentType, head: Buffer): boolean {
  switch (type) {
    case 'application/pdf':
      return head.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'application/msword': // an OLE2 compound file
      return startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': // a zip
      return startsWith(head, [0x50, 0x4b, 0x03, 0x04]);
    case 'text/plain':
      return isText(head);
  }
}

function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    // `stream: true` tolerates a character cut in two at the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}
