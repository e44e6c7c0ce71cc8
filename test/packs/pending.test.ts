// The compendium sources that wait in packs/_pending for their ruleset to be registered: each
// document and each item inside an actor fits its type's schema with every field written out, so
// they are ready to move to packs/_source the day the ruleset joins the registry.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { load } from "js-yaml";
import { leafPaths, validate, type SchemaSpec } from "../../src/core/schema";
import * as dierankSpecs from "../../src/rulesets/dierank/rules/schema";

const PENDING = fileURLToPath(new URL("../../packs/_pending/", import.meta.url));
const SPECS: Record<string, SchemaSpec> = { ...dierankSpecs };

interface Doc {
  _id?: string;
  _key?: string;
  name?: string;
  type?: string;
  system?: Record<string, unknown>;
  items?: Doc[];
}

const get = (o: unknown, path: string) => path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], o);

function problemsOf(doc: Doc, where: string): string[] {
  const spec = SPECS[doc.type ?? ""];
  if (!spec) return [`${where}: no schema named ${doc.type}`];
  const out = validate(spec, doc.system).map((i) => `${where}: system.${i.path} ${i.key}`);
  for (const path of leafPaths(spec)) if (get(doc.system, path) === undefined) out.push(`${where}: system.${path} is not written out`);
  if (!doc._key) out.push(`${where}: no _key (compilePack would skip it)`);
  return [...out, ...(doc.items ?? []).flatMap((i) => problemsOf(i, `${where} > ${i.name}`))];
}

describe("compendium sources waiting in packs/_pending", () => {
  const dirs = readdirSync(PENDING).filter((d) => statSync(join(PENDING, d)).isDirectory());

  it("are Die Rank's four packs", () => {
    expect(dirs.sort()).toEqual(["dierank-actors", "dierank-shields", "dierank-spells", "dierank-weapons"]);
  });

  for (const dir of dirs) {
    it(`${dir}: every entry fits its schema, every field written out`, () => {
      const files = readdirSync(join(PENDING, dir)).filter((f) => f.endsWith(".yml"));
      expect(files.length).toBeGreaterThan(0);
      const problems = files.flatMap((f) => problemsOf(load(readFileSync(join(PENDING, dir, f), "utf8")) as Doc, `${dir}/${f}`));
      expect(problems).toEqual([]);
    });
  }
});
