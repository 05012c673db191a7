import { z } from 'zod';

/** Links that admins enter and the site shows are http(s) only: never javascript: or data:. */
export const httpUrl = (message = 'Must be a valid URL') =>
  z
    .string()
    .trim()
    .max(2000, message)
    .refine((value) => {
      try {
        const { protocol } = new URL(value);
        return protocol === 'https:' || protocol === 'http:';
      } catch {
        return false;
      }
    }, message);

/** An image or page of this site itself: "/slides/one.svg". */
export const sitePath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?!\/)[\w\-./]*$/, 'Must be a valid URL');

/** An image the admin names: an http(s) link or a path on this site. */
export const imageAddress = (message: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => httpUrl().safeParse(value).success || sitePath.safeParse(value).success,
      message,
    );
