import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug somewhere: the test that caused it fails.
const calls: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args) => void calls.push(args));
afterEach(() => {
  if (calls.length === 0) return;
  const logged = calls.splice(0).map((a) => a.map(String).join(' '));
  throw new Error(`console.error was called:\n${logged.join('\n')}`);
});
