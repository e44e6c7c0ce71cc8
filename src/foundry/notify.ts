/**
 * A notification from a lang key and its data. v13 escapes the values passed as `format`, so a
 * name a user typed shows as text; a message formatted beforehand is only cleaned, which still
 * lets markup through.
 */
export function notify(level: "info" | "warn" | "error", key: string, data: Readonly<Record<string, unknown>> = {}): void {
  const format = Object.fromEntries(Object.entries(data).map(([name, value]) => [name, String(value)]));
  ui.notifications?.[level](key, { format });
}
