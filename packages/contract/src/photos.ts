import { z } from 'zod';
export { PHOTO_LIMITS, PHOTO_MESSAGES, PHOTO_TYPES } from './photo-messages.ts';

/** A stored photo as a question or an answer lists it: fetched from its owner's address. */
export const photoRefSchema = z.object({ id: z.string(), width: z.number(), height: z.number() });
