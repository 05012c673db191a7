import { crc32, inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  content: string;
}

/** 1980-01-01, the first day a zip can name. */
const DOS_DATE = (1 << 5) | 1;

/** A zip of stored (uncompressed) entries, in the given order: enough for upload tests. */
export function zip(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed to extract: 2.0
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralDirectory, end]);
}

/** The entries of a zip, stored or deflated, read from its central directory, in its order. */
export function unzip(file: Buffer): ZipEntry[] {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = file.readUInt32LE(end + 16);
  return Array.from({ length: file.readUInt16LE(end + 10) }, () => {
    const method = file.readUInt16LE(at + 10);
    const size = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const name = file.subarray(at + 46, at + 46 + nameLength).toString();
    const local = file.readUInt32LE(at + 42);
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = file.subarray(start, start + size);
    return { name, content: (method === 8 ? inflateRawSync(data) : data).toString() };
  });
}

const CONTENT_TYPES: ZipEntry = {
  name: '[Content_Types].xml',
  content:
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    '</Types>',
};
const RELS: ZipEntry = {
  name: '_rels/.rels',
  content:
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
    '</Relationships>',
};
const DOCUMENT: ZipEntry = {
  name: 'word/document.xml',
  content:
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    '<w:body><w:p><w:r><w:t>Newton’s laws, in short.</w:t></w:r></w:p></w:body></w:document>',
};
const APP: ZipEntry = {
  name: 'docProps/app.xml',
  content:
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">' +
    '<Application>LibreOffice/24.2</Application><Pages>1</Pages></Properties>',
};

/**
 * The smallest real Word document, its parts in the order Word writes them
 * (`[Content_Types].xml` first) or LibreOffice does (`_rels/.rels` and `docProps/` first).
 */
export const minimalDocx = (writer: 'word' | 'libreoffice') =>
  zip(writer === 'word' ? [CONTENT_TYPES, RELS, DOCUMENT] : [RELS, APP, DOCUMENT, CONTENT_TYPES]);
