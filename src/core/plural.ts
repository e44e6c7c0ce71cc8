/**
 * Which lang key names a count: `${base}.${category}`, the category chosen by Intl.PluralRules, so
 * "1 Success" and "2 Successes" (and languages with more forms) each get their own lang entry.
 */
export function pluralKey(base: string, count: number, locale = currentLocale()): string {
  return `${base}.${new Intl.PluralRules(locale).select(count)}`;
}

/** The game's language inside Foundry; English outside it (unit tests, the gallery). */
function currentLocale(): string {
  const lang = (globalThis as { game?: { i18n?: { lang?: string } } }).game?.i18n?.lang;
  return typeof lang === "string" && lang !== "" ? lang : "en";
}
