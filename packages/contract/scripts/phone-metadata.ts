/**
 * Writes `src/phone-metadata-in.json`: libphonenumber-js's "min" data cut down to India, the only
 * country whose numbers are accounts here. Run after upgrading the library when `phone.test.ts`
 * says India's data has changed.
 */
import { writeFileSync } from 'node:fs';
import { indiaMetadata } from './india-metadata.ts';

writeFileSync(
  new URL('../src/phone-metadata-in.json', import.meta.url),
  `${JSON.stringify(indiaMetadata())}\n`,
);
