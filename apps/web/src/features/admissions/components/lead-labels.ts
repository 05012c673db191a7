import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LeadSource, LeadStage } from '@academy/contract/admissions';

/** The stages' names in the page's language. */
export const STAGE_LABELS: Record<LeadStage, MessageDescriptor> = {
  new: msg({ message: 'New', context: 'lead stage' }),
  contacted: msg`Contacted`,
  'demo-booked': msg`Demo booked`,
  'demo-attended': msg`Demo attended`,
  admitted: msg`Admitted`,
  lost: msg`Lost`,
};

/** Where leads come from, in the page's language. */
export const SOURCE_LABELS: Record<LeadSource, MessageDescriptor> = {
  website: msg`Website form`,
  'walk-in': msg`Walk-in`,
  phone: msg({ message: 'Phone', context: 'lead source' }),
  referral: msg`Referral`,
  campaign: msg`Campaign`,
};
