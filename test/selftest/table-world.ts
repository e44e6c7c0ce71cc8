/**
 * The self-test's world over the plain table of the scenario tests: the script's two creatures
 * straight from the compendium sources, the attack opened and the card pressed through the shared
 * flow exactly as the scenarios play it, with the script's dice.
 */
import { runMigrations } from "../../src/core/migrate-world";
import { latestVersion, MIGRATIONS } from "../../src/core/migrations";
import type { ScriptedFace, SelfTestScript } from "../../src/core/selftest/script";
import type { StatusSpec } from "../../src/core/ruleset";
import { inForce } from "../../src/core/status";
import { faceOf, type CombatFactory } from "./table-combat";
import type { SelfTestWorld } from "../../src/core/selftest/world";
import type { DiceNeed } from "../../src/core/play/dice";
import { pack } from "../browser/samples";
import { get, Table, type PlainActor, type Ruleset } from "../play/table";
import { applySelected, undoSelected } from "../play/tray-kit";

/** A compendium actor as the table holds it, owned by `owners`. */
function fromPack(ref: { pack: string; name: string }, uuid: string, owners: string[]): PlainActor {
  const doc = pack(ref.pack).find((d) => d.name === ref.name);
  if (!doc) throw new Error(`${ref.name} is not in ${ref.pack}`);
  const items = (doc.items ?? []).map((i) => ({ id: i._id, name: i.name, type: i.type, system: structuredClone(i.system) }));
  return { uuid, type: doc.type, owners, system: structuredClone(doc.system), items, statuses: [], combatant: null };
}


/** The faces a press's dice show: every die at the script's face, two of them where an edge throws two. */
const facesFor = (needs: readonly DiceNeed[], face: ScriptedFace | undefined): number[][] =>
  needs.map((n) => Array.from({ length: n.edge === 0 ? 1 : 2 }, () => faceOf(face ?? "min", n.faces)));

export interface TableWorld extends SelfTestWorld {
  table: Table;
}

/** What the table needs of a ruleset to run its self-test. */
export interface SelfTestRuleset {
  id: string;
  rules: Ruleset;
  script: SelfTestScript;
  combat: CombatFactory;
  statuses: readonly StatusSpec[];
}

/** `player`: a player who owns the attacker is connected, as "ann". */
export async function tableWorld({ rules, script, combat, statuses }: SelfTestRuleset, o: { player: boolean }): Promise<TableWorld> {
  const t = new Table(rules).user("gm", true).user("ann");
  const attacker = t.actor(fromPack(script.attacker, "Actor.selfTestAttacker", o.player ? ["ann"] : []));
  const defender = t.actor(fromPack(script.defender, "Actor.selfTestDefender", []));
  const item = attacker.items.find((i) => i.type === script.itemType);
  if (!item) throw new Error(`${script.attacker.name} has no ${script.itemType}`);
  let stored = 0;
  const latest = latestVersion(MIGRATIONS);
  await runMigrations({ steps: MIGRATIONS, from: 0, system: () => false }, latest, {
    documents: async function* () {},
    saveVersion: async (v) => {
      stored = v;
    },
    notify: () => undefined,
    logError: () => undefined,
  });
  const sides = { attacker, defender };
  return {
    table: t,
    script,
    gm: "gm",
    player: () => (o.player ? "ann" : null),
    async attack(by) {
      t.place(attacker);
      const token = t.place(defender);
      t.target(by, token);
      const dice = script.open.dice;
      const faces = dice ? Array.from({ length: script.open.throws ?? 1 }, () => [faceOf(dice, typeof dice === "object" ? dice.of : 20)]) : [];
      const posted = await t.open(by, { attacker: attacker.uuid, item: item.id, targets: [token], how: script.open.how, choices: script.open.choices, faces });
      if (posted.length !== 1) throw new Error(`the attack posted ${posted.length} cards`);
      return posted[0]!;
    },
    async press(by, messageId, step) {
      const faces = facesFor(t.dice(messageId, by, step.action, step.args ?? {}), step.dice);
      await t.press(by, { messageId, action: step.action, args: step.args ?? {}, faces });
    },
    card: (id) => (t.messages.get(id)?.card as never) ?? null,
    stored: (side, path) => get(sides[side], path),
    // As actor.statuses in Foundry: every condition in force, a parent's daughters too.
    statuses: (side) => [...inForce(statuses, sides[side].statuses)],
    async toggle(_by, side, status, active) {
      const a = sides[side];
      a.statuses = active ? [...new Set([...a.statuses, status])] : a.statuses.filter((s) => s !== status);
    },
    combat: combat(t, sides, (of) => faceOf(script.combat.dice, of)),
    edit: (by, side, changes) => t.run(by, (port) => port.write(sides[side], "actor", changes)),
    settle: async () => undefined,
    async tray(by, messageId, scale, side) {
      const { id } = await applySelected(t, by, messageId, scale, [sides[side]]);
      if (!id) throw new Error("the tray posted no receipt");
      return id;
    },
    undoTray: (by, id) => undoSelected(t, by, id),
    migration: () => ({ stored, latest }),
  };
}
