/** Hooks fvtt-types 13.345 does not list (moveToken, preCreateScene ...), with untyped args. */
export function onHook(name: string, fn: (...args: unknown[]) => unknown): number {
  return (Hooks.on as unknown as (n: string, f: (...a: unknown[]) => unknown) => number)(name, fn);
}
