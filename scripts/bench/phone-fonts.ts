/**
 * The Devanagari font an Android phone has of its own, for Debian's Chromium. Lighthouse's mobile
 * profile stands for such a phone, and there a first Hindi page draws in the phone's Noto Sans
 * Devanagari and downloads no font (decisions §72); a server like this one has no Devanagari font
 * at all. Chromium started with `phoneFontsEnv()` has Noto's two weights as installed fonts:
 * fontsource's WOFF files unpacked to the TrueType files fontconfig reads, in a fontconfig file
 * that adds their folder to the system's.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

const WEIGHTS = ['400', '600'];

/** The font file inside a WOFF 1.0 file (its tables, each deflated or stored). */
export function unpackWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const stored = woff.subarray(offset, offset + woff.readUInt32BE(entry + 8));
    const length = woff.readUInt32BE(entry + 12);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: stored.length < length ? inflateSync(stored) : stored,
    };
  });
  // The OpenType header: the font's flavour, its table count and the binary-search fields.
  const header = Buffer.alloc(12 + 16 * count);
  woff.copy(header, 0, 4, 8);
  const power = 2 ** Math.floor(Math.log2(count));
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, i) => {
    const record = 12 + i * 16;
    tag.copy(header, record);
    header.writeUInt32BE(checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

/** The environment for a Chromium with an Android phone's Devanagari font installed. */
export function phoneFontsEnv(): { FONTCONFIG_FILE: string } {
  const dir = path.join(os.tmpdir(), 'academy-phone-fonts');
  const config = path.join(dir, 'fonts.conf');
  if (!existsSync(config)) {
    mkdirSync(dir, { recursive: true });
    const require = createRequire(import.meta.url);
    for (const weight of WEIGHTS) {
      const woff = require.resolve(
        `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
      );
      writeFileSync(
        path.join(dir, `noto-sans-devanagari-${weight}.ttf`),
        unpackWoff(readFileSync(woff)),
      );
    }
    writeFileSync(
      config,
      `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${dir}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
</fontconfig>
`,
    );
  }
  return { FONTCONFIG_FILE: config };
}
