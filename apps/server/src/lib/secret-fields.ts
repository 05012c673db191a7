/**
 * Fields that never belong in an address, however a form was sent: the page drops them from a
 * query string, and a native form shown again with its messages does not fill them back in.
 */
export const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword'];
