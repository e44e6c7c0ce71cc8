/** Hooks fvtt-types 13.345 does not list (moveToken, preCreateScene ...), with untyped args. */
export function onHook(name: string, fn: (...args: unknown[]) => unknown): number {
  return (Hooks.on as unknown as (n: string, f: (...a: unknown[]) => unknown) => number)(name, fn);
}

/** `Hooks.callAll(name, ...args)` for hooks whose argument types fvtt-types 13.345 does not accept. */
export function callHook(name: string, ...args: unknown[]): void {
  (Hooks.callAll as unknown as (n: string, ...a: unknown[]) => boolean)(name, ...args);
}
