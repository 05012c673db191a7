import { z } from 'zod';
import { newPasswordSchema, phoneSchema } from './auth.ts';
import { PHONE_CODE_MESSAGES } from './phone-code-messages.ts';
export {
  CODE_TTL_MINUTES,
  RESEND_AFTER_SECONDS,
  CODE_MAX_WRONG,
  PHONE_CODE_MESSAGES,
} from './phone-code-messages.ts';

export const codeSchema = z
  .string({ error: PHONE_CODE_MESSAGES.codeFormat })
  .trim()
  .regex(/^\d{6}$/, PHONE_CODE_MESSAGES.codeFormat);

/** POST /api/auth/forgot-password */
export const forgotPasswordSchema = z.object({ phone: phoneSchema });

/** POST /api/auth/reset-password: the password follows registration's rules. */
export const resetPasswordSchema = z.object({
  phone: phoneSchema,
  code: codeSchema,
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** What the forgot-password page needs to know before it offers to send a code. */
export interface PhoneCodeAvailability {
  available: boolean;
}

/** POST /api/auth/confirm-phone (and /api/auth/phone/confirm for a new number). */
export const confirmPhoneSchema = z.object({ phone: phoneSchema, code: codeSchema });

/** POST /api/auth/confirm-phone/resend and POST /api/auth/phone (a new number). */
export const phoneOnlySchema = z.object({ phone: phoneSchema });
