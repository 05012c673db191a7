import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Navigate, type RouteObject } from 'react-router';
import type { ResourceKind } from '@academy/contract/resources';
import { ROLES } from '@academy/contract/roles';
import { loadAdminCatalog } from '@/lib/i18n/areas';
import { browserLocale } from '@/lib/i18n/locale';
import { RequireAuth } from './guards/require-auth';
import type { RouteHandle } from './route-handle';

const uploadResourceRoute = (
  path: string,
  title: MessageDescriptor,
  kind: ResourceKind,
): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: async () => {
    const { UploadResourcePage } = await import('@/features/materials/pages/upload-resource-page');
    return { Component: () => <UploadResourcePage kind={kind} /> };
  },
});

/** /admin/*: admins only, every page inside the admin layout (sidebar, or a drawer on phones). */
export const adminRoutes: RouteObject = {
  path: 'admin',
  element: <RequireAuth role={ROLES.admin} />,
  children: [
    { index: true, element: <Navigate to="/admin/dashboard" replace /> },
    {
      // The sidebar (a drawer on phones) around every admin page, and the admin's catalog.
      lazy: async () => {
        const [{ AdminLayout }] = await Promise.all([
          import('./layouts/admin-layout'),
          loadAdminCatalog(browserLocale()),
        ]);
        return { Component: AdminLayout };
      },
      children: [
        {
          path: 'dashboard',
          handle: { title: msg`Admin Dashboard` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('./routes/dashboard-route')).DashboardRoute,
          }),
        },
        {
          path: 'courses',
          handle: { title: msg`Courses` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('@/features/courses/pages/admin-courses-page'))
              .AdminCoursesPage,
          }),
        },
        {
          path: 'courses/:id/edit',
          handle: { title: msg`Edit Course` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('@/features/courses/pages/course-edit-page')).CourseEditPage,
          }),
        },
        {
          path: 'settings',
          handle: { title: msg`Site Settings` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('./routes/site-settings-route')).SiteSettingsRoute,
          }),
        },
        {
          path: 'upload',
          handle: { title: msg`Upload Course` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('@/features/courses/pages/course-upload-page'))
              .CourseUploadPage,
          }),
        },
        {
          path: 'upload/notes',
          handle: { title: msg`Upload Notes` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('@/features/notes/pages/upload-notes-page')).UploadNotesPage,
          }),
        },
        uploadResourceRoute('upload/ncert-solution', msg`Upload NCERT Solution`, 'solution'),
        uploadResourceRoute('upload/ncert-textbook', msg`Upload NCERT Textbook`, 'textbook'),
        uploadResourceRoute('upload/pyq', msg`Upload Question Paper`, 'paper'),
        {
          path: 'upload/test',
          handle: { title: msg`Upload Test` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('@/features/mock-tests/pages/test-upload-page'))
              .TestUploadPage,
          }),
        },
        {
          path: 'tests',
          handle: { title: msg`Mock Tests` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('@/features/mock-tests/pages/admin-tests-page'))
              .AdminTestsPage,
          }),
        },
        {
          path: 'tests/:id/results',
          handle: { title: msg`Test Results` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('@/features/mock-tests/pages/admin-results-page'))
              .AdminResultsPage,
          }),
        },
        {
          path: 'enquiries',
          handle: { title: msg`Enquiries` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('@/features/contact/pages/enquiries-inbox-page'))
              .EnquiriesInboxPage,
          }),
        },
        {
          path: 'feedback',
          handle: { title: msg`Feedback inbox` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('@/features/feedback/pages/feedback-inbox-page'))
              .FeedbackInboxPage,
          }),
        },
        {
          path: 'coupons',
          handle: { title: msg`Coupons` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('@/features/coupons/pages/coupons-page')).CouponsPage,
          }),
        },
        {
          path: 'audit',
          handle: { title: msg`Audit Log` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('@/features/audit/pages/audit-log-page')).AuditLogPage,
          }),
        },
        {
          path: 'payments',
          handle: { title: msg`Payments` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('@/features/admin-payments/pages/admin-payments-page'))
              .AdminPaymentsPage,
          }),
        },
        {
          path: 'downloads',
          handle: { title: msg`Downloads` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('@/features/downloads/pages/downloads-page')).DownloadsPage,
          }),
        },
        {
          path: 'manage-students',
          handle: { title: msg`Manage Students` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('./routes/manage-students-route')).ManageStudentsRoute,
          }),
        },
        {
          path: 'people',
          handle: { title: msg`Teachers & parents` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('@/features/people/pages/manage-people-page'))
              .ManagePeoplePage,
          }),
        },
        {
          path: 'batches',
          handle: { title: msg`Batches` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('@/features/batches/pages/batches-page')).BatchesPage,
          }),
        },
        {
          path: 'batches/:id',
          handle: { title: msg`Batch` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('@/features/batches/pages/batch-page')).BatchPage,
          }),
        },
        {
          path: 'announcements',
          handle: { title: msg`Announcements` } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('./routes/admin-announcements-route')).AdminAnnouncementsRoute,
          }),
        },
      ],
    },
  ],
};
