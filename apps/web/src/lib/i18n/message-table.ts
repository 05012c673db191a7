import type { MessageDescriptor } from '@lingui/core';

/**
 * A group of the contract's messages and their translations by key. The type asks for every
 * key, so a message added to the contract cannot be left out of its table.
 */
export interface MessageTable<M extends Record<string, string>> {
  messages: M;
  descriptors: Record<keyof M, MessageDescriptor>;
}

export const messageTable = <M extends Record<string, string>>(
  messages: M,
  descriptors: Record<keyof M, MessageDescriptor>,
): MessageTable<M> => ({ messages, descriptors });
