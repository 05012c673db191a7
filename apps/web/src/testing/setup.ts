import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { MotionGlobalConfig } from 'motion/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadMessageTables } from '@/lib/i18n/contract-messages';
import { installMatchMedia, resetMatchMedia } from './media';

MotionGlobalConfig.skipAnimations = true;
// Lazy routes load their chunk before rendering: on a busy CI machine the first test of a file
// waits seconds for it to be transformed, which would fail tests for slowness, not for a bug.
configure({ asyncUtilTimeout: 15_000 });
installMatchMedia();
// A test may render in Hindi at once (testI18n('hi')): the contract's messages' translations too.
await loadMessageTables('hi');
// jsdom has no layout: every observed element counts as in view (the home page's sections).
window.IntersectionObserver = class {
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe(target: Element) {
    this.callback(
      [{ target, isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords = () => [];
  root = null;
  rootMargin = '';
  thresholds = [];
} as unknown as typeof IntersectionObserver;
// jsdom does not implement scrolling; the router scrolls to the top on every navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Any test that logs an unexpected console.error or console.warn fails (CODE_STYLE.md, Tests; from
// epic-stack): React and Radix warn of real bugs (a component switching between controlled
// and uncontrolled) on console.warn.
let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleErrors.push(`${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
  resetMatchMedia();
  vi.unstubAllGlobals();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`Unexpected console output:\n${errors.join('\n')}`);
  }
});
