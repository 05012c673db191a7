import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import { CLASS_GROUPS } from './class-groups';

const used = new Set(CLASS_GROUPS);

/** tailwind-merge with the class groups the app uses, in tailwind-merge's own order. */
const mergeClasses = createTailwindMerge(() => {
  const config = getDefaultConfig();
  const classGroups = Object.entries(config.classGroups).filter(([group]) => used.has(group));
  return { ...config, classGroups: Object.fromEntries(classGroups) };
});

/** Joins class names and lets later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
