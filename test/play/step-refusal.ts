/** The error key a step throws, or "no refusal": step cells assert which rule said no. */
export function stepRefusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as { key?: string }).key ?? String(e);
  }
  return "no refusal";
}
