/**
 * One at a time per key: two presses on one card, or a payment and a round's reset on one combat,
 * are decided in turn, each on fresh data.
 */
const queues = new Map<string, Promise<unknown>>();
export function serialize<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.catch(() => undefined).then(fn);
  queues.set(key, run);
  void run.finally(() => {
    if (queues.get(key) === run) queues.delete(key);
  }).catch(() => undefined);
  return run;
}
