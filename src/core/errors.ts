/**
 * A rule refused its input. `key` is a lang key and `data` its format values, so the Foundry
 * glue can show `game.i18n.format(key, data)`; the message repeats both for logs and tests.
 */
export class RuleError extends Error {
  readonly key: string;
  readonly data: Readonly<Record<string, string | number>>;

  constructor(key: string, data: Record<string, string | number> = {}) {
    super(`${key} ${JSON.stringify(data)}`);
    this.name = "RuleError";
    this.key = key;
    this.data = data;
  }
}
