/** Sample documents for the gallery, straight from the compendium sources. */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";

export interface SourceDoc {
  _id: string;
  name: string;
  img: string;
  type: string;
  system: Record<string, unknown>;
  items?: SourceDoc[];
}

export function pack(name: string): SourceDoc[] {
  const dir = join("packs/_source", name);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".yml"))
    .sort()
    .map((f) => load(readFileSync(join(dir, f), "utf8")) as SourceDoc);
}
