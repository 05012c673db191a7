import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The video library's sections (contract's VIDEO_SECTIONS) by slug, in the page's language. */
export const VIDEO_SECTION_TITLES: Record<string, MessageDescriptor> = {
  help: msg`Help center`,
  community: msg`Community`,
  emergency: msg`Emergency`,
};
