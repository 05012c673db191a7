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

/**
 * The menus' icons by the link they stand beside (nav-items.ts). Only an open sub-menu shows them,
 * so they come with its panel's code, not with every page's start-up.
 */
export const NAV_ICONS: Record<string, LucideIcon> = {
  '/courses/class-1-5': Baby,
  '/courses/class-6-8': School,
  '/courses/class-9-10': BookOpen,
  '/courses/class-11-12': GraduationCap,
  '/courses/ca-foundation': Calculator,
  '/courses/ca-intermediate': Landmark,
  '/courses/cma-foundation': Briefcase,
  '/courses/cma-intermediate': Briefcase,
  '/videos/help': LifeBuoy,
  '/videos/community': Users,
  '/videos/emergency': Siren,
  '/ncert-solutions': FileText,
  '/ncert-textbooks': Library,
};
