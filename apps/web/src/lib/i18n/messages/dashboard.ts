import { msg } from '@lingui/core/macro';
import { DASHBOARD_MESSAGES } from '@academy/contract/dashboard-messages';
import { messageTable } from '../message-table';

/** The admin's dashboard. */
export const DASHBOARD_TABLE = messageTable(DASHBOARD_MESSAGES, {
  badRange: msg`Range must be 7d, 30d or 90d`,
  loadError: msg`Could not load the dashboard figures.`,
});
