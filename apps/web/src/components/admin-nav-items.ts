import type { LucideIcon } from 'lucide-react';
import {
  BookOpen,
  ClipboardList,
  FileDown,
  FileQuestion,
  FilePlus,
  FileText,
  History,
  IndianRupee,
  Inbox,
  LayoutDashboard,
  Library,
  ListChecks,
  Mail,
  SlidersHorizontal,
  TicketPercent,
  Users,
  Video,
} from 'lucide-react';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /**
   * Also current on the pages under it (a course's editor under Courses, a test's results under
   * Mock Tests). Off where another entry's path starts with this one (/admin/upload).
   */
  coversChildren?: boolean;
}

export interface AdminNavGroup {
  heading: string;
  items: AdminNavItem[];
}

/** Every admin area, grouped: the admin sidebar and drawer, and the admin's profile tab. */
export const ADMIN_NAV: AdminNavGroup[] = [
  {
    heading: 'Overview',
    items: [{ label: 'Dashboard', to: '/admin/dashboard', icon: LayoutDashboard }],
  },
  {
    heading: 'Courses',
    items: [
      { label: 'Courses', to: '/admin/courses', icon: BookOpen, coversChildren: true },
      { label: 'Upload Course', to: '/admin/upload', icon: Video },
    ],
  },
  {
    heading: 'Notes & study material',
    items: [
      { label: 'Upload Notes', to: '/admin/upload/notes', icon: FileText },
      { label: 'Upload NCERT Solution', to: '/admin/upload/ncert-solution', icon: FilePlus },
      { label: 'Upload NCERT Textbook', to: '/admin/upload/ncert-textbook', icon: Library },
      { label: 'Upload Question Paper', to: '/admin/upload/pyq', icon: FileQuestion },
    ],
  },
  {
    heading: 'Mock tests',
    items: [
      { label: 'Mock Tests', to: '/admin/tests', icon: ListChecks, coversChildren: true },
      { label: 'Upload Test', to: '/admin/upload/test', icon: ClipboardList },
    ],
  },
  {
    heading: 'Students & money',
    items: [
      { label: 'Manage Students', to: '/admin/manage-students', icon: Users },
      { label: 'Payments', to: '/admin/payments', icon: IndianRupee },
      { label: 'Downloads', to: '/admin/downloads', icon: FileDown },
      { label: 'Coupons', to: '/admin/coupons', icon: TicketPercent },
    ],
  },
  {
    heading: 'Inbox',
    items: [
      { label: 'Enquiries', to: '/admin/enquiries', icon: Mail },
      { label: 'Feedback', to: '/admin/feedback', icon: Inbox },
    ],
  },
  {
    heading: 'Site',
    items: [
      { label: 'Audit Log', to: '/admin/audit', icon: History },
      { label: 'Site Settings', to: '/admin/settings', icon: SlidersHorizontal },
    ],
  },
];
