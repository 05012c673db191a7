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
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return isWordZip(head);
    case 'text/plain':
      return isText(head);
  }
}

const ZIP_ENTRY = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Where a local file header keeps its name's length, and where the name starts. */
const NAME_LENGTH_AT = 26;
const NAME_AT = 30;

/**
 * A .docx is a zip with the Word parts (product §4.3): one of the entries in the head must be
 * `[Content_Types].xml`, which Word writes first, or a `word/` part, which LibreOffice writes
 * after `_rels/.rels` and `docProps/`. Any other zip renamed .docx is refused. Entries are found
 * by their signature rather than by skipping sizes, since a streamed zip leaves its sizes out of
 * the headers; a signature that happens to sit inside compressed data only yields a name that
 * does not match.
 */
function isWordZip(head: Buffer): boolean {
  if (!head.subarray(0, ZIP_ENTRY.length).equals(ZIP_ENTRY)) return false;
  for (let at = 0; at !== -1; at = head.indexOf(ZIP_ENTRY, at + 1)) {
    if (at + NAME_AT > head.length) break;
    const nameEnd = at + NAME_AT + head.readUInt16LE(at + NAME_LENGTH_AT);
    const name = head.subarray(at + NAME_AT, nameEnd).toString('latin1');
    if (name === '[Content_Types].xml' || name.startsWith('word/')) return true;
  }
  return false;
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
