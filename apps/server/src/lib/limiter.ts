/**
 * At most `max` of a kind of heavy work at once in this process, and at most `queue` more
 * waiting their turn; past that the caller is refused at once (`busy`) rather than kept waiting
 * with its memory held.
 */
export function createLimiter(max: number, queue: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(work: () => Promise<T>, busy: () => Error): Promise<T> {
      if (running < max) running += 1;
      else if (waiting.length < queue) await new Promise<void>((turn) => waiting.push(turn));
      else throw busy();
      try {
        return await work();
      } finally {
        // The slot passes straight to the next in line, or frees up.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
