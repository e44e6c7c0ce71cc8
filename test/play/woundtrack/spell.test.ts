/**
 * Spell attacks and attacks on a skill Defense, through the open step and the dialog: a spell rolls
 * Rsn [Arcana/school] with no accuracy and adds no Strength to its damage; an item that names a
 * skill Defense (Power, Agility, Fortitude, Willpower) is met by it, with no Defend choice to wait
 * for; a spell is no weapon, so water and a Harry leave it be.
 */
import { describe, expect, it } from "vitest";
import { attackOddsLines } from "../../../src/rulesets/woundtrack/play/dialog";
import { defenceValues } from "../../../src/rulesets/woundtrack/rules/defences";
import { defenceFacts } from "../../../src/rulesets/woundtrack/play/side";
import { item } from "../../rulesets/woundtrack/data";
import { cardId } from "./rounds";
import { attack, checkFaces, inCombat, sideOf, systemOf, woundtrackWorld } from "./world";

type World = ReturnType<typeof woundtrackWorld>;

/** The swordswoman learns magic: Rsn 2, Arcana 2 with Fire 1, and a firebolt (damage 4; its accuracy 3 is no spell's). */
function mage(over: Record<string, unknown> = {}): World {
  const w = woundtrackWorld();
  const s = systemOf(w.fighter);
  s.attributes.rsn = 2;
  s.skills.arcana = { rank: 2, specialisations: [{ name: "Fire", rank: 1 }] };
  w.fighter.items.push(item("firebolt", "woundtrackWeapon", { kind: "spell", group: "Fire", accuracy: 3, damage: 4, reach: 10, equipped: true, ...over }) as never);
  return w;
}
const bolt = (w: World, n: number, faces = checkFaces([6], [2])) => attack(w.t, cardId(n), w.fighter, "firebolt", w.guard, faces);

describe("woundtrack spell attacks", () => {
  it("woundtrack.check.5: a spell rolls Rsn [Arcana/Fire]: 2 + 2 + 1 = 5, no accuracy; its damage value is the total and the spell's 4, with no Strength", async () => {
    const w = mage();
    const card = await bolt(w, 1, checkFaces([9], [2]));
    expect(card.attack.check).toEqual({ attribute: "rsn", skill: "Arcana", specialisation: "Fire" });
    expect([card.attack.bonus, card.attack.strength, card.attack.weaponDamage, card.attack.way, card.attack.target]).toEqual([5, 0, 4, "ranged", "ranged"]);
    expect(card.attack.parts.map((p) => p.label)).toEqual(["attribute", "skill", "specialisation"]);
    // 9 - 2 + 5 = 12 against the guard's ranged Defence 10: a hit; damage 12 + 4 = 16, no Strength.
    expect(card.result).toMatchObject({ attackTotal: 12, hit: true, damageValue: 16 });
  });

  it("woundtrack.check.5: underwater or harried, a spell is no weapon: no refusal, no -5, no -2, its damage whole", async () => {
    const w = mage();
    w.fighter.statuses.push("underwater", "harried");
    const card = await bolt(w, 1);
    expect([card.attack.bonus, card.attack.weaponDamage]).toEqual([5, 4]);
  });
});

describe("woundtrack attacks on a skill Defense", () => {
  it("woundtrack.defense.2: a spell that names Willpower meets the guard's Willpower Defense, and his Defend offers no choice against it", async () => {
    const w = mage({ defence: "willpower" });
    inCombat(w.guard, { defending: true }, 5);
    const card = await bolt(w, 1);
    const will = defenceValues(defenceFacts(sideOf(w.guard))).willpower;
    expect(card.attack.target).toBe("willpower");
    expect(card.defence).toMatchObject({ used: "willpower", value: will, defend: "" });
    expect(card.result).not.toBeNull();
  });

  it("woundtrack.defense.2: a dart that names Fortitude is a ranged weapon attack on the Fortitude Defense, and the dialog's odds are against it", async () => {
    const w = woundtrackWorld();
    w.archer.items.push(item("dart", "woundtrackWeapon", { kind: "ranged", group: "Bows", damage: 1, reach: 6, defence: "fortitude", equipped: true }) as never);
    const card = await attack(w.t, cardId(1), w.archer, "dart", w.guard, checkFaces([5], [5]));
    expect([card.attack.target, card.defence?.used, card.attack.strength]).toEqual(["fortitude", "fortitude", 1]);
    const snap = { attacker: { uuid: w.archer.uuid, name: "archer", img: "", side: sideOf(w.archer) }, item: "dart", targets: [{ uuid: w.guard.uuid, name: "guard", img: "", side: sideOf(w.guard) }], positions: null, checkDie: 10, standardDie: 10 };
    const lines = attackOddsLines(snap, { action: "standard", cover: "none", situational: 0, hold: null, rollMode: "publicroll" });
    expect(lines.map((l) => l.against)).toEqual([["MANIFOLD.woundtrack.Defence.fortitude"]]);
  });
});
