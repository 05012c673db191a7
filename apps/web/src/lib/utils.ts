import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { MERGE_CONFIG } from './class-groups';

/** tailwind-merge with the class groups the app uses (lib/class-groups.ts). */
const mergeClasses = createTailwindMerge(() => MERGE_CONFIG);

/** Joins class names and lets later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
