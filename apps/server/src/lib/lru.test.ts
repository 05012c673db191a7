import { describe, expect, it } from 'vitest';
import { createLru } from './lru.ts';

const lru = (maxEntries: number, maxSize: number) =>
  createLru<string>({ maxEntries, maxSize, sizeOf: (value) => value.length });

describe('a least-recently-used map', () => {
  it('forgets the least recently read entry past its count', () => {
    const map = lru(2, 100);
    map.set('a', 'A');
    map.set('b', 'B');
    expect(map.get('a')).toBe('A');
    map.set('c', 'C');
    expect(map.get('b')).toBeUndefined();
    expect([map.get('a'), map.get('c'), map.count]).toEqual(['A', 'C', 2]);
  });

  it('forgets the oldest entries past its size, and never keeps one larger than all of it', () => {
    const map = lru(10, 10);
    map.set('a', 'aaaa');
    map.set('b', 'bbbb');
    map.set('c', 'cccc');
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(8);
    map.set('huge', 'x'.repeat(11));
    expect(map.get('huge')).toBeUndefined();
    expect(map.size).toBe(8);
    map.set('b', 'bb');
    expect(map.size).toBe(6);
    map.clear();
    expect([map.size, map.count, map.get('c')]).toEqual([0, 0, undefined]);
  });
});
