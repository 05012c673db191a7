/**
 * The course editor's address, so a reload or a shared link opens the same course. Apart from the
 * admin menu's list: the public course cards link here and must not pull the menu's icons in.
 */
export const courseEditPath = (id: string) => `/admin/courses/${encodeURIComponent(id)}/edit`;
