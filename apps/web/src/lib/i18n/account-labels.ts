import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Gender } from '@academy/contract/classes';
import { ROLES, isRole, type Role } from '@academy/contract/roles';

/*
 * An account's gender and role as a page shows them. Apart from the contract's message tables
 * (messages/account.ts), so the sign-up form loads these few words and not every account message.
 */

/** The contract's genders (kept in English in the database), by value. */
export const GENDER_LABELS: Record<Gender, MessageDescriptor> = {
  Male: msg`Male`,
  Female: msg`Female`,
  Others: msg`Others`,
};

/** A gender the contract knows, in the page's language; any other value as it came. */
export const genderLabelOf = (i18n: I18n, value: string | null | undefined): string =>
  value ? (value in GENDER_LABELS ? i18n._(GENDER_LABELS[value as Gender]) : value) : '';

const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  [ROLES.admin]: msg`ADMIN`,
  [ROLES.teacher]: msg`Teacher`,
  [ROLES.parent]: msg`Parent`,
  [ROLES.student]: msg`Student`,
};

/** The account's role as the menu and the profile show it (product §3.7: ADMIN in capitals). */
export const roleLabelOf = (i18n: I18n, roles: number): string =>
  i18n._(isRole(roles) ? ROLE_LABELS[roles] : msg`Student`);
