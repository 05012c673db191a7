import { afterEach } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, type PageDataEntry } from '@academy/contract/page-data';

afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

/** Writes the block the server inlines into a visitor's page; removed after each test. */
export function inlinePageData(entries: PageDataEntry[]) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ELEMENT_ID;
  block.textContent = JSON.stringify(entries);
  document.head.append(block);
}
