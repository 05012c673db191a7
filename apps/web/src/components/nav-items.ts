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

export interface NavSubItem {
  name: string;
  desc: string;
  icon: LucideIcon;
  link: string;
}

export interface NavColumn {
  heading?: string;
  items: NavSubItem[];
}

/** A top-level entry has either a link or a sub-menu (spec §2.2). */
export interface NavEntry {
  name: string;
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
    name: p.label,
    desc: p.description,
    icon: PROGRAM_ICONS[p.slug],
    link: `/courses/${p.slug}`,
  }));

export const NAV_ENTRIES: NavEntry[] = [
  {
    name: 'Courses',
    columns: [
      { heading: 'School Classes', items: programItems('school') },
      { heading: 'Professional Exams', items: programItems('professional') },
    ],
  },
  {
    name: 'Videos',
    columns: [
      {
        items: [
          { name: 'Help', desc: 'Center', icon: LifeBuoy, link: '/videos/help' },
          { name: 'Community', desc: 'project help', icon: Users, link: '/videos/community' },
          { name: 'Emergency', desc: 'urgent issues', icon: Siren, link: '/videos/emergency' },
        ],
      },
    ],
  },
  {
    name: 'NCERT',
    columns: [
      {
        items: [
          {
            name: 'NCERT SOLUTIONS',
            desc: 'external resources',
            icon: FileText,
            link: '/ncert-solutions',
          },
        ],
      },
      {
        items: [
          {
            name: 'NCERT TEXTBOOKS',
            desc: 'study materials',
            icon: Library,
            link: '/ncert-textbooks',
          },
        ],
      },
    ],
  },
  { name: 'PYQs', link: '/pyqs' },
  // Not in the spec's menu: mock tests (issue 6) sit next to the papers they practise for.
  { name: 'Tests', link: '/tests' },
  { name: 'Useful Links', link: '/useful-links' },
  { name: 'Notes', link: '/notes' },
  { name: 'Contact', link: '/contact' },
  { name: 'About', link: '/about' },
];
