// The energy compendium sources as plain data, shared by the energy pack tests.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { load } from "js-yaml";

export type Doc = Record<string, unknown> & { name: string; system?: Record<string, unknown> };
export const SOURCE = fileURLToPath(new URL("../../packs/_source/", import.meta.url));
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const ENERGY_PACKS = ["energy-weapons", "energy-armor", "energy-shields", "energy-abilities", "energy-actors", "energy-rules", "energy-tables"];
export const pack = (name: string): Doc[] => readdirSync(join(SOURCE, name)).map((f) => load(readFileSync(join(SOURCE, name, f), "utf8")) as Doc);
export const pages = (journal: Doc) => journal.pages as { name: string; text: { content: string } }[];
/** The text of an HTML cell: tags dropped, the few entities the journals use decoded. */
export const decode = (html: string) =>
  html.replace(/<[^>]*>/g, "").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&").trim();
export const rowsOf = (html: string) => [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<t[dh]>(.*?)<\/t[dh]>/g)].map((c) => decode(c[1]!)));
export const tables = pack("energy-rules").find((j) => j.name === "Energy & Aura Tables")!;
export const page = (name: string) => pages(tables).find((p) => p.name === name)!.text.content;
