import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { ResourceKind } from '@academy/contract/resources';
import { ROLES } from '@academy/contract/roles';
import { loadAdminCatalog } from '@/lib/i18n/areas';
import { browserLocale } from '@/lib/i18n/locale';
import { RequireAuth } from './guards/require-auth';
import { pageRoute } from './page-route';
import { Redirect } from '@/lib/redirect';

const uploadResourceRoute = (path: string, title: MessageDescriptor, kind: ResourceKind) =>
  pageRoute(path, title, async () => {
    const { UploadResourcePage } = await import('@/features/resources/pages/upload-resource-page');
    return () => <UploadResourcePage kind={kind} />;
  });

/** /admin/*: admins only, every page inside the admin layout (sidebar, or a drawer on phones). */
export const adminRoutes: RouteObject = {
  path: 'admin',
  element: <RequireAuth role={ROLES.admin} />,
  children: [
    { index: true, element: <Redirect to="/admin/dashboard" /> },
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
        pageRoute(
          'dashboard',
          msg`Admin dashboard`,
          async () => (await import('./routes/dashboard-route')).DashboardRoute,
        ),
        pageRoute(
          'courses',
          msg`Courses`,
          async () =>
            (await import('@/features/courses/pages/admin-courses-page')).AdminCoursesPage,
        ),
        pageRoute(
          'courses/:id/edit',
          msg`Edit course`,
          async () => (await import('@/features/courses/pages/course-edit-page')).CourseEditPage,
        ),
        pageRoute(
          'settings',
          msg`Site settings`,
          async () => (await import('./routes/site-settings-route')).SiteSettingsRoute,
        ),
        pageRoute(
          'upload',
          msg`Upload course`,
          async () =>
            (await import('@/features/courses/pages/course-upload-page')).CourseUploadPage,
        ),
        pageRoute(
          'upload/notes',
          msg`Upload notes`,
          async () => (await import('@/features/notes/pages/upload-notes-page')).UploadNotesPage,
        ),
        uploadResourceRoute('upload/ncert-solution', msg`Upload NCERT solution`, 'solution'),
        uploadResourceRoute('upload/ncert-textbook', msg`Upload NCERT textbook`, 'textbook'),
        uploadResourceRoute('upload/pyq', msg`Upload question paper`, 'paper'),
        pageRoute(
          'upload/test',
          msg`Upload test`,
          async () => (await import('@/features/mock-tests/pages/test-upload-page')).TestUploadPage,
        ),
        pageRoute(
          'tests',
          msg`Mock tests`,
          async () => (await import('@/features/mock-tests/pages/admin-tests-page')).AdminTestsPage,
        ),
        pageRoute(
          'tests/:id/results',
          msg`Test results`,
          async () =>
            (await import('@/features/mock-tests/pages/admin-results-page')).AdminResultsPage,
        ),
        pageRoute(
          'enquiries',
          msg`Enquiries`,
          async () =>
            (await import('@/features/contact/pages/enquiries-inbox-page')).EnquiriesInboxPage,
        ),
        pageRoute(
          'feedback',
          msg`Feedback inbox`,
          async () =>
            (await import('@/features/feedback/pages/feedback-inbox-page')).FeedbackInboxPage,
        ),
        pageRoute(
          'coupons',
          msg`Coupons`,
          async () => (await import('@/features/coupons/pages/coupons-page')).CouponsPage,
        ),
        pageRoute(
          'audit',
          msg`Audit log`,
          async () => (await import('@/features/audit/pages/audit-log-page')).AuditLogPage,
        ),
        pageRoute(
          'payments',
          msg`Payments`,
          async () =>
            (await import('@/features/admin-payments/pages/admin-payments-page')).AdminPaymentsPage,
        ),
        pageRoute(
          'downloads',
          msg`Downloads`,
          async () => (await import('@/features/downloads/pages/downloads-page')).DownloadsPage,
        ),
        pageRoute(
          'manage-students',
          msg`Manage students`,
          async () => (await import('./routes/manage-students-route')).ManageStudentsRoute,
        ),
        pageRoute(
          'people',
          msg`Teachers & parents`,
          async () => (await import('@/features/people/pages/manage-people-page')).ManagePeoplePage,
        ),
        pageRoute(
          'batches',
          msg`Batches`,
          async () => (await import('@/features/batches/pages/batches-page')).BatchesPage,
        ),
        pageRoute(
          'batches/:id',
          msg`Batch`,
          async () => (await import('./routes/admin-batch-route')).AdminBatchRoute,
        ),
        pageRoute(
          'terms',
          msg`Terms`,
          async () => (await import('@/features/report-cards/pages/terms-page')).TermsPage,
        ),
        pageRoute(
          'announcements',
          msg`Announcements`,
          async () => (await import('./routes/admin-announcements-route')).AdminAnnouncementsRoute,
        ),
        pageRoute(
          'doubts',
          msg`Doubts queue`,
          async () => (await import('./routes/admin-doubts-route')).AdminDoubtsRoute,
        ),
        pageRoute(
          'admissions',
          msg`Admissions`,
          async () =>
            (await import('@/features/admissions/pages/admissions-settings-page'))
              .AdmissionsSettingsPage,
        ),
        pageRoute(
          'doubts/response-times',
          msg`Doubt response times`,
          async () =>
            (await import('@/features/doubts/pages/response-times-page')).ResponseTimesPage,
        ),
      ],
    },
  ],
};
