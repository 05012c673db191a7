import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LucideIcon } from 'lucide-react';
import {
  CalendarDays,
  CalendarRange,
  BookOpen,
  ClipboardList,
  ClipboardPen,
  Contact,
  FileDown,
  FileQuestion,
  FilePlus,
  FileText,
  GraduationCap,
  History,
  IndianRupee,
  Inbox,
  LayoutDashboard,
  Library,
  ListChecks,
  Mail,
  Megaphone,
  NotebookPen,
  MessagesSquare,
  SlidersHorizontal,
  TicketPercent,
  Timer,
  Users,
  UserPlus,
  UsersRound,
  Video,
} from 'lucide-react';

export interface AdminNavItem {
  label: MessageDescriptor;
  to: string;
  icon: LucideIcon;
  /**
   * Also current on the pages under it (a course's editor under Courses, a test's results under
   * Mock Tests). Off where another entry's path starts with this one (/admin/upload).
   */
  coversChildren?: boolean;
}

export interface AdminNavGroup {
  heading: MessageDescriptor;
  items: AdminNavItem[];
}

/** Every admin area, grouped: the admin sidebar and drawer, and the admin's profile tab. */
export const ADMIN_NAV: AdminNavGroup[] = [
  {
    heading: msg`Overview`,
    items: [{ label: msg`Dashboard`, to: '/admin/dashboard', icon: LayoutDashboard }],
  },
  {
    heading: msg`Courses`,
    items: [
      { label: msg`Courses`, to: '/admin/courses', icon: BookOpen, coversChildren: true },
      { label: msg`Upload course`, to: '/admin/upload', icon: Video },
    ],
  },
  {
    heading: msg`Notes & study material`,
    items: [
      { label: msg`Upload notes`, to: '/admin/upload/notes', icon: FileText },
      { label: msg`Upload NCERT solution`, to: '/admin/upload/ncert-solution', icon: FilePlus },
      { label: msg`Upload NCERT textbook`, to: '/admin/upload/ncert-textbook', icon: Library },
      { label: msg`Upload question paper`, to: '/admin/upload/pyq', icon: FileQuestion },
    ],
  },
  {
    heading: msg`Mock tests`,
    items: [
      { label: msg`Mock tests`, to: '/admin/tests', icon: ListChecks, coversChildren: true },
      { label: msg`Upload test`, to: '/admin/upload/test', icon: ClipboardList },
    ],
  },
  {
    heading: msg`Students & money`,
    items: [
      { label: msg`Manage students`, to: '/admin/manage-students', icon: Users },
      { label: msg`Teachers & parents`, to: '/admin/people', icon: UsersRound },
      { label: msg`Batches`, to: '/admin/batches', icon: CalendarDays, coversChildren: true },
      { label: msg`Terms`, to: '/admin/terms', icon: CalendarRange },
      { label: msg`Paper tests`, to: '/paper-tests', icon: ClipboardPen, coversChildren: true },
      { label: msg`Homework`, to: '/homework', icon: NotebookPen },
      { label: msg`Report cards`, to: '/report-cards', icon: GraduationCap },
      { label: msg`Announcements`, to: '/admin/announcements', icon: Megaphone },
      { label: msg`Payments`, to: '/admin/payments', icon: IndianRupee },
      { label: msg`Downloads`, to: '/admin/downloads', icon: FileDown },
      { label: msg`Coupons`, to: '/admin/coupons', icon: TicketPercent },
    ],
  },
  {
    heading: msg`Inbox`,
    items: [
      { label: msg`Enquiries`, to: '/admin/enquiries', icon: Mail },
      { label: msg`Leads`, to: '/leads', icon: Contact, coversChildren: true },
      { label: msg`Admissions settings`, to: '/admin/admissions', icon: UserPlus },
      { label: msg`Doubts queue`, to: '/admin/doubts', icon: MessagesSquare },
      { label: msg`Doubt response times`, to: '/admin/doubts/response-times', icon: Timer },
      {
        label: msg({ message: 'Feedback', context: 'admin inbox' }),
        to: '/admin/feedback',
        icon: Inbox,
      },
    ],
  },
  {
    heading: msg`Site`,
    items: [
      { label: msg`Audit log`, to: '/admin/audit', icon: History },
      { label: msg`Site settings`, to: '/admin/settings', icon: SlidersHorizontal },
    ],
  },
];
