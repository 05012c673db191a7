/**
 * A map that keeps at most `maxEntries` values and about `maxSize` of their sizes, forgetting
 * the least recently used first. A Map iterates in insertion order, so reading a value moves it
 * to the end and the first key is always the oldest.
 */
export function createLru<T>(options: {
  maxEntries: number;
  maxSize: number;
  sizeOf: (value: T) => number;
}) {
  const values = new Map<string, T>();
  let size = 0;

  function remove(key: string) {
    const value = values.get(key);
    if (value === undefined) return;
    values.delete(key);
    size -= options.sizeOf(value);
  }

  return {
    get(key: string): T | undefined {
      const value = values.get(key);
      if (value === undefined) return undefined;
      values.delete(key);
      values.set(key, value);
      return value;
    },
    set(key: string, value: T) {
      remove(key);
      const own = options.sizeOf(value);
      // One value larger than the whole budget would only push everything else out.
      if (own > options.maxSize) return;
      values.set(key, value);
      size += own;
      for (const oldest of values.keys()) {
        if (values.size <= options.maxEntries && size <= options.maxSize) break;
        remove(oldest);
      }
    },
    delete: remove,
    clear() {
      values.clear();
      size = 0;
    },
    get size() {
      return size;
    },
    get count() {
      return values.size;
    },
  };
}
