import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROGRAMS } from '@academy/contract/programs';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';

/** Labels are catalog messages: the menus show them in the page's language. */
export interface NavSubItem {
  name: MessageDescriptor;
  desc: MessageDescriptor;
  /** Its icon is `NAV_ICONS[link]` (nav-icons.ts), loaded with the menu's panel. */
  link: string;
}

export interface NavColumn {
  heading?: MessageDescriptor;
  items: NavSubItem[];
}

/** A top-level entry has either a link or a sub-menu (product §2.1). */
export interface NavEntry {
  name: MessageDescriptor;
  link?: string;
  columns?: NavColumn[];
}

const programItems = (group: 'school' | 'professional'): NavSubItem[] =>
  PROGRAMS.filter((p) => p.group === group).map((p) => ({
    name: PROGRAM_NAMES[p.slug].label,
    desc: PROGRAM_NAMES[p.slug].description,
    link: `/courses/${p.slug}`,
  }));

export const NAV_ENTRIES: NavEntry[] = [
  {
    name: msg`Courses`,
    columns: [
      { heading: msg`School classes`, items: programItems('school') },
      { heading: msg`Professional exams`, items: programItems('professional') },
    ],
  },
  {
    name: msg`Videos`,
    columns: [
      {
        items: [
          { name: msg`Help`, desc: msg`Center`, link: '/videos/help' },
          { name: msg`Community`, desc: msg`project help`, link: '/videos/community' },
          {
            name: msg`Emergency`,
            desc: msg`urgent issues`,
            link: '/videos/emergency',
          },
        ],
      },
    ],
  },
  {
    name: msg`NCERT`,
    columns: [
      {
        items: [
          {
            name: msg`NCERT SOLUTIONS`,
            desc: msg`external resources`,
            link: '/ncert-solutions',
          },
        ],
      },
      {
        items: [
          {
            name: msg`NCERT TEXTBOOKS`,
            desc: msg`study materials`,
            link: '/ncert-textbooks',
          },
        ],
      },
    ],
  },
  { name: msg`PYQs`, link: '/pyqs' },
  // Not in the first menu (product §2.1): mock tests (issue 6) sit by the papers they practise.
  { name: msg`Tests`, link: '/tests' },
  { name: msg`Useful links`, link: '/useful-links' },
  { name: msg`Notes`, link: '/notes' },
  { name: msg`Contact`, link: '/contact' },
  { name: msg`About`, link: '/about' },
];
