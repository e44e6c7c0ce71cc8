import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { lookup, makeRenderer, missingKeys, proseStandIn } from "./render";
import { pack, type SourceDoc } from "./samples";
import { contestRules } from "../../src/rulesets/contest/rules/definition";
import { energyRules } from "../../src/rulesets/energy/rules/definition";
import { actorSheetContext as contestSheet } from "../../src/rulesets/contest/sheets/context";
import { actorSheetContext as energySheet } from "../../src/rulesets/energy/sheets/context";
import { pluralKey } from "../../src/core/plural";
import { normaliseGear } from "../../src/rulesets/contest/rules/style";
import type { CreatureSystem as ContestSystem } from "../../src/rulesets/contest/rules/types";
import type { CreatureSystem as EnergySystem } from "../../src/rulesets/energy/rules/types";
import { CHARACTERS as ROLLUNDER_CHARACTERS, NPCS as ROLLUNDER_NPCS } from "./rollunder-samples";
import { characterBody as rollunderPage, IN_COMBAT as ROLLUNDER_TURN, npcEditBody, npcPlayBody } from "./rollunder-pages";

/**
 * Players' words on the actor sheets: every tooltip says something, formulas are resolved for the
 * actor, and no internal word (seeds, rulings, keys) or second spelling reaches a player. The pages
 * are the gallery's, rendered with the real templates; no browser is needed to read their text.
 */
const render = makeRenderer();
const withIds = (doc: SourceDoc) => (doc.items ?? []).map((i) => ({ id: i._id, name: i.name, img: i.img, type: i.type, system: i.system }));
const effects = [{ id: "e1", name: "Dazed", img: "systems/manifold/assets/status/face-dizzy.svg", disabled: false }];
const tabs = (ids: string[], prefix: string) => Object.fromEntries(ids.map((id, i) => [id, { id, group: "primary", active: i === 0, cssClass: "active", label: `${prefix}.${id}` }]));

function contestPage(doc: SourceDoc, editMode: boolean, inCombat: boolean): string {
  const context = contestSheet({
    actor: { name: doc.name, img: doc.img, type: doc.type as "contestCharacter", system: doc.system as unknown as ContestSystem },
    items: withIds(doc),
    effects,
    editMode,
    editable: true,
    combat: inCombat ? { ap: 2, attacks: 1, freeUsed: false } : null,
    initiativeDie: "1d8",
  });
  const parts = ["main", "gear", "styles", "effects", "biography"];
  const t = tabs(parts, "MANIFOLD.Sheet.Tab");
  const sheet = { ...context, effects, prose: proseStandIn(contestRules.actorTypes[doc.type]!, doc.system) };
  return [
    render("templates/contest/actor/header.hbs", sheet),
    render("templates/shared/sheet/tabs.hbs", { tabs: t }),
    ...parts.map((p) => render(p === "effects" ? "templates/shared/sheet/effects.hbs" : `templates/contest/actor/${p}.hbs`, { ...sheet, tab: t[p] })),
  ].join("\n");
}

function energyPage(doc: SourceDoc, editMode: boolean, inCombat: boolean): string {
  const system = doc.system as unknown as EnergySystem;
  const context = energySheet({
    actor: { name: doc.name, img: doc.img, type: doc.type as "energyCharacter", system },
    items: withIds(doc),
    statuses: new Set(["dazed"]),
    editMode,
    editable: true,
    combat: inCombat ? { energy: 2, agility: 3, swiftUsed: true, initiativeUsed: false, initiative: 0, staminaAsEnergy: 0, agileMoves: 3, defending: false, defendMoved: 0, moveLeft: 0, deathSaveMade: false } : null,
    initiativeFormula: "1d20 + @initiative",
  });
  const parts = ["main", "actions", "gear", "effects", "biography"];
  const t = tabs(parts, "MANIFOLD.energy.Sheet.Tab");
  const sheet = { ...context, effects, prose: proseStandIn(energyRules.actorTypes[doc.type]!, doc.system) };
  return [
    render("templates/energy/actor/header.hbs", sheet),
    render("templates/shared/sheet/tabs.hbs", { tabs: t }),
    ...parts.map((p) => render(p === "effects" ? "templates/shared/sheet/effects.hbs" : `templates/energy/actor/${p}.hbs`, { ...sheet, tab: t[p] })),
  ].join("\n");
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#x60;": "`", "&#x3D;": "=" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#x27|#x60|#x3D);/g, (e) => ENTITIES[e]!);

/** Every tooltip of a page as the player reads it: a lang key is looked up, as Foundry does. */
function tooltips(html: string): string[] {
  return [...html.matchAll(/\sdata-tooltip="([^"]*)"/g)].map((m) => {
    const raw = decode(m[1]!).trim();
    return /^[A-Z]+\.[\w.]+$/.test(raw) ? (lookup(raw) ?? `missing lang key ${raw}`) : raw;
  });
}

/** What a player reads on the page: the text between tags plus every tooltip. */
const readable = (html: string) => `${decode(html.replace(/<[^>]*>/g, " "))}\n${tooltips(html).join("\n")}`;

/** Words of our house that are not the table's: seeds, rulings files, lang keys, roll data paths. */
const INTERNAL = /\bseeds?\b|RULINGS|\bruling\b|gear key|\bGM:|\bMANIFOLD\.|\bTYPES\.|@\w|\bundefined\b|\bnull\b|\[object/i;

const pages = [
  ...pack("contest-actors").flatMap((doc) => [false, true].flatMap((edit) => [false, true].map((fight) => ({ name: `${doc.name} ${edit ? "edit" : "play"}${fight ? " in combat" : ""}`, html: contestPage(doc, edit, fight) })))),
  ...pack("energy-actors").flatMap((doc) => [false, true].flatMap((edit) => [false, true].map((fight) => ({ name: `${doc.name} ${edit ? "edit" : "play"}${fight ? " in combat" : ""}`, html: energyPage(doc, edit, fight) })))),
  ...ROLLUNDER_CHARACTERS.flatMap((doc) => [false, true].flatMap((edit) => [false, true].map((fight) => ({ name: `${doc.name} ${edit ? "edit" : "play"}${fight ? " in combat" : ""}`, html: rollunderPage(doc, edit, fight ? ROLLUNDER_TURN : null) })))),
  ...ROLLUNDER_NPCS.flatMap((doc) => [{ name: `${doc.name} play in combat`, html: npcPlayBody(doc, ROLLUNDER_TURN) }, { name: `${doc.name} edit`, html: npcEditBody(doc) }]),
];

describe("players' words on every actor page", () => {
  it.each(pages.map((p) => [p.name, p.html]))("%s: no tooltip is empty, unresolved or internal", (_name, html) => {
    const tips = tooltips(html);
    expect(tips.length).toBeGreaterThan(5);
    for (const t of tips) {
      expect(t, "an empty tooltip").not.toBe("");
      expect(t, `a tooltip with an unfilled placeholder: ${t}`).not.toMatch(/\{\w+\}/);
      expect(t, `a tooltip naming internals: ${t}`).not.toMatch(INTERNAL);
      expect(t).not.toMatch(/^missing lang key/);
    }
  });
  it.each(pages.map((p) => [p.name, p.html]))("%s: no internal word on the page", (_name, html) => {
    expect(readable(html)).not.toMatch(INTERNAL);
  });
  it("every lang key the pages used exists", () => {
    expect([...missingKeys]).toEqual([]);
  });
});

describe("formulas show resolved, for this actor", () => {
  const knight = pack("contest-actors").find((a) => a.type === "contestCharacter")!;
  const bandit = pack("contest-actors").find((a) => a.type === "contestNpc")!;
  const kestra = pack("energy-actors").find((a) => a.type === "energyCharacter")!;
  const sys = (doc: SourceDoc) => doc.system as unknown as ContestSystem;

  it("contest Initiative: the world's die plus the character's Initiative, or the NPC's Perception", () => {
    const pc = tooltips(contestPage(knight, false, false));
    const bonus = sys(knight).initiative ?? 0;
    expect(pc).toContain(`${lookup("MANIFOLD.contest.Tip.Initiative")} You roll 1d8 ${bonus < 0 ? "−" : "+"} ${Math.abs(bonus)}.`);
    const per = sys(bandit).attributes.per;
    expect(tooltips(contestPage(bandit, false, false))).toContain(`${lookup("MANIFOLD.contest.Tip.InitiativeNpc")} You roll 1d8 + ${per}.`);
  });
  it("contest skill targets add up in numbers", () => {
    const athletics = sys(knight).skills.athletics;
    const attr = sys(knight).attributes[athletics.attribute];
    const text = tooltips(contestPage(knight, false, false)).find((t) => t.startsWith(lookup("MANIFOLD.contest.Tip.Target")!) && t.includes("Athletics"));
    expect(text).toBe(`${lookup("MANIFOLD.contest.Tip.Target")} You roll 1d20. ${lookup(`MANIFOLD.contest.Attribute.${athletics.attribute}`)} ${attr} + Athletics ${athletics.value} = ${attr + athletics.value}`);
  });
  it("energy: MASAB, Initiative, the exploding die and AV say what they are and how they add up", () => {
    const tips = tooltips(energyPage(kestra, false, false));
    const view = energySheet({ actor: { name: "", img: "", type: "energyCharacter", system: kestra.system as unknown as EnergySystem }, items: withIds(kestra), statuses: new Set(), editMode: false, editable: true, combat: null });
    const masab = view.offense[0]!;
    const [str, dex] = [masab.parts[0]!.value, masab.parts[1]!.value];
    expect(tips).toContain(`${lookup("MANIFOLD.energy.Tip.Masab")} Str mod ${str} ${dex < 0 ? "−" : "+"} Dex mod ${Math.abs(dex)} then ÷ 3, rounded down = ${masab.total}`);
    const init = view.offense[2]!;
    expect(tips.find((t) => t.startsWith(lookup("MANIFOLD.energy.Tip.Initiative")!))).toContain(`You roll 1d20 + ${Number(init.total)}.`);
    expect(tips).toContain("1d10* is an exploding die: roll a d10; each time it shows 10, roll it again and add.");
    expect(tips).toContain("1d4* is an exploding die: roll a d4; each time it shows 4, roll it again and add.");
    const av = view.gear[0]!.items[0]!.summary[0]!;
    expect(tips.find((t) => t.startsWith(lookup("MANIFOLD.energy.AbbrTip.AV")!))).toContain(`You roll 1d20 + ${av.value}. Base 15 + MASAB`);
  });
  it("a negative Initiative bonus reads as a subtraction", () => {
    const system = { ...(kestra.system as unknown as EnergySystem) };
    const low = { ...system, mpl: { ...system.mpl, initiative: 0 }, bonus: { ...system.bonus, initiative: -3 } };
    const view = energySheet({ actor: { name: "", img: "", type: "energyCharacter", system: low }, items: [], statuses: new Set(), editMode: false, editable: true, combat: null, initiativeFormula: "1d20 + @initiative" });
    expect(view.offense[2]!.tip.roll).toBe("1d20 − 3");
  });
});

describe("one spelling and no internals in lang", () => {
  const values = (node: unknown, path = ""): [string, string][] =>
    typeof node === "string" ? [[path, node]] : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => values(v, path ? `${path}.${k}` : k));
  const lang = values(JSON.parse(readFileSync("lang/en.json", "utf8")));
  it("a style's gear reads as words, and armour spelled either way is the same gear", () => {
    const knight = pack("contest-actors").find((a) => a.type === "contestCharacter")!;
    const list = contestPage(knight, false, false).match(/<ul class="gear-list">(.*?)<\/ul>/)![1]!;
    expect(list).toContain("<li>Full armour</li>");
    expect(list).not.toMatch(/armor/i);
    expect(normaliseGear("Partial Armour")).toBe(normaliseGear("partial armor"));
  });
  it("every lang value says Armour, never Armor", () => {
    expect(lang.filter(([, v]) => /\barmor\b/i.test(v))).toEqual([]);
  });
  // Roll-Under's stat keeps the rules' own name, Defense; any other defence is spelled so.
  const statName = (where: string, text: string) => (/rollunder/.test(where) ? text.replace(/\bDefense\b/g, "") : text);
  it("every lang value says Defence, never Defense (placeholders such as {defense} are not words)", () => {
    expect(lang.filter(([k, v]) => /\bdefenses?\b/i.test(statName(k, v.replace(/\{\w+\}/g, ""))))).toEqual([]);
  });
  it("no compendium prose says Defense", () => {
    const dirs = readdirSync("packs/_source");
    const said = dirs.flatMap((d) => readdirSync(join("packs/_source", d)).map((f) => [`${d}/${f}`, readFileSync(join("packs/_source", d, f), "utf8")] as const));
    // `defense:` is a data field of abilities, not a word a player reads
    expect(said.filter(([file, text]) => /\bdefenses?\b/i.test(statName(file, text.replace(/^\s*defense: -?\w+$/gm, "")))).map(([file]) => file)).toEqual([]);
  });
  it("no lang value speaks of seeds, rulings files or GM notes", () => {
    expect(lang.filter(([, v]) => /\bseeds?\b|RULINGS|\bGM:|\(GM\)|gear key/i.test(v))).toEqual([]);
  });
  it("no compendium text speaks of seeds or gear keys", () => {
    const dirs = readdirSync("packs/_source");
    const said = dirs.flatMap((d) => readdirSync(join("packs/_source", d)).map((f) => [`${d}/${f}`, readFileSync(join("packs/_source", d, f), "utf8")] as const));
    expect(said.filter(([, text]) => /\bseeds?\b|gear key|arbolest|reads the prose/i.test(text)).map(([file]) => file)).toEqual([]);
  });
  it("the contest card's attack kind starts with a capital", () => {
    expect(lang.filter(([k, v]) => k.startsWith("MANIFOLD.contest.AttackKind.") && !/^[A-Z]/.test(v))).toEqual([]);
  });
});

describe("the roll-under dice say their successes in the right number", () => {
  const roll = (successes: number) =>
    decode(render("templates/shared/dice/roll-under.hbs", { formula: "1d20", label: "Athletics", target: 12, kept: 3, pass: true, successes, successesLabel: pluralKey("MANIFOLD.Roll.SuccessCount", successes), isPrivate: false, faces: [{ result: 3, discarded: false }] }));
  it("1 Success, 2 Successes", () => {
    expect(roll(1)).toContain("1 Success<");
    expect(roll(2)).toContain("2 Successes<");
    expect(roll(1)).not.toMatch(/Successes 1/);
  });
});
