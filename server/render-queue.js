/**
 * At most `max` page renders at once; the rest wait their turn, in order.
 * One process renders on one thread, so more at once finishes none sooner:
 * it only keeps more half-made pages in memory at the same time, and the
 * heap is capped (package.json `start`, docs/decisions/191).
 * @param {number} max
 */
export function renderQueue(max) {
  let running = 0;
  /** @type {(() => void)[]} */
  const waiting = [];
  /**
   * @template T
   * @param {() => Promise<T>} work
   * @returns {Promise<T>}
   */
  return async function inTurn(work) {
    if (running >= max) await new Promise((/** @type {(value?: unknown) => void} */ resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
