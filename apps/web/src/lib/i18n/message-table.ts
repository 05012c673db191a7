import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * A message whose words depend on the page's language beyond its translation, such as a count's
 * plural form (plural-form.ts): made for the page's i18n when it is shown.
 */
export type DescriptorFor = (i18n: I18n) => MessageDescriptor;

/**
 * A group of the contract's messages and their translations by key. The type asks for every
 * key, so a message added to the contract cannot be left out of its table.
 */
export interface MessageTable<
  M extends Record<string, string>,
  D extends MessageDescriptor | DescriptorFor = MessageDescriptor,
> {
  messages: M;
  descriptors: Record<keyof M, D>;
}

export const messageTable = <
  M extends Record<string, string>,
  D extends MessageDescriptor | DescriptorFor = MessageDescriptor,
>(
  messages: M,
  descriptors: Record<keyof M, D>,
): MessageTable<M, D> => ({ messages, descriptors });
