import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LucideIcon } from 'lucide-react';
import {
  Baby,
  BookOpen,
  Briefcase,
  Calculator,
  FileText,
  GraduationCap,
  Landmark,
  LifeBuoy,
  Library,
  School,
  Siren,
  Users,
} from 'lucide-react';
import { PROGRAMS, type ProgramSlug } from '@academy/contract/programs';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';

/** Labels are catalog messages: the menus show them in the page's language. */
export interface NavSubItem {
  name: MessageDescriptor;
  desc: MessageDescriptor;
  icon: LucideIcon;
  link: string;
}

export interface NavColumn {
  heading?: MessageDescriptor;
  items: NavSubItem[];
}

/** A top-level entry has either a link or a sub-menu (spec §2.2). */
export interface NavEntry {
  name: MessageDescriptor;
  link?: string;
  columns?: NavColumn[];
}

const PROGRAM_ICONS: Record<ProgramSlug, LucideIcon> = {
  'class-1-5': Baby,
  'class-6-8': School,
  'class-9-10': BookOpen,
  'class-11-12': GraduationCap,
  'ca-foundation': Calculator,
  'ca-intermediate': Landmark,
  'cma-foundation': Briefcase,
  'cma-intermediate': Briefcase,
};

const programItems = (group: 'school' | 'professional'): NavSubItem[] =>
  PROGRAMS.filter((p) => p.group === group).map((p) => ({
    name: PROGRAM_NAMES[p.slug].label,
    desc: PROGRAM_NAMES[p.slug].description,
    icon: PROGRAM_ICONS[p.slug],
    link: `/courses/${p.slug}`,
  }));

export const NAV_ENTRIES: NavEntry[] = [
  {
    name: msg`Courses`,
    columns: [
      { heading: msg`School Classes`, items: programItems('school') },
      { heading: msg`Professional Exams`, items: programItems('professional') },
    ],
  },
  {
    name: msg`Videos`,
    columns: [
      {
        items: [
          { name: msg`Help`, desc: msg`Center`, icon: LifeBuoy, link: '/videos/help' },
          { name: msg`Community`, desc: msg`project help`, icon: Users, link: '/videos/community' },
          {
            name: msg`Emergency`,
            desc: msg`urgent issues`,
            icon: Siren,
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
            icon: FileText,
            link: '/ncert-solutions',
          },
        ],
      },
      {
        items: [
          {
            name: msg`NCERT TEXTBOOKS`,
            desc: msg`study materials`,
            icon: Library,
            link: '/ncert-textbooks',
          },
        ],
      },
    ],
  },
  { name: msg`PYQs`, link: '/pyqs' },
  // Not in the spec's menu: mock tests (issue 6) sit next to the papers they practise for.
  { name: msg`Tests`, link: '/tests' },
  { name: msg`Useful Links`, link: '/useful-links' },
  { name: msg`Notes`, link: '/notes' },
  { name: msg`Contact`, link: '/contact' },
  { name: msg`About`, link: '/about' },
];
