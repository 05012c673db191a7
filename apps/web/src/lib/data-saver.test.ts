import { afterEach, describe, expect, it } from 'vitest';
import { isDataSaverOn, setDataSaver } from './data-saver';

describe('data saver', () => {
  afterEach(() => localStorage.clear());

  it('follows the browser until the student chooses', () => {
    expect(isDataSaverOn()).toBe(false);
    setDataSaver(true);
    expect(isDataSaverOn()).toBe(true);
    setDataSaver(false);
    expect(isDataSaverOn()).toBe(false);
  });
});
