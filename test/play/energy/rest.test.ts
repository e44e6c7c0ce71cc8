/** Short and Long Rests as the sheet's Rest buttons take them (rolls.ts takeRest): the rest step, checked and written. */
import { describe, expect, it } from "vitest";
import { writeAlone } from "../../../src/core/play/execute";
import { ENERGY_REST_ALLOW, parseRestChoice, restStep } from "../../../src/rulesets/energy/play/rest";
import type { EnergyDerived } from "../../../src/rulesets/energy/rules/derived";
import type { CreatureSystem, EnergyItem } from "../../../src/rulesets/energy/rules/types";
import { prepareStep } from "../../../src/rulesets/energy/play/prepare";
import { item } from "../../rulesets/energy/fixtures";
import { playerOf, refusal, tableOf, type PlainActor } from "../table";
import { energyWorld } from "./world";
import { Fight, systemOf } from "./round-world";

/** The rest dialog's answer through the step, then checked and written by the shared executor on the player's client, as takeRest does; the derived values prepared again after. */
async function rest(a: PlainActor, answer: unknown) {
  const derived = (a.system as { derived: EnergyDerived }).derived;
  const outcome = restStep({ system: a.system as unknown as CreatureSystem, derived, items: a.items as unknown as EnergyItem[], statuses: a.statuses }, parseRestChoice(answer));
  const t = tableOf(a);
  await t.run(playerOf(t, a), (port) => writeAlone(port, a, outcome, ENERGY_REST_ALLOW));
  prepare(a);
  return outcome;
}

/** What the data model sets when it prepares the actor: its derived values and the pools' maxima. */
function prepare(a: PlainActor) {
  const s = systemOf(a);
  const { derived, maxima } = prepareStep({ type: a.type, system: s, items: a.items as unknown as EnergyItem[], statuses: a.statuses });
  a.system.derived = derived;
  [s.aura.max, s.stamina.max, s.surges.max] = [maxima.aura, maxima.stamina, maxima.surges];
}

const short = (minutes: number, surges = 0, repair: string[] = []) => ({ kind: "short", minutes, surges, repair });

/** Kestra worn down: Aura 2 of 10, Stamina 1, 2 surges spent, a Short and a Long Rest ability used up, her mail Broken. */
function worn() {
  const w = energyWorld();
  const k = systemOf(w.kestra);
  k.aura.value = 2;
  k.stamina.value = 1;
  const quick = item("energyAbility", "Second Wind", { recovery: "short", uses: { value: 0, max: 2 } });
  const deep = item("energyAbility", "Rally", { recovery: "long", uses: { value: 0, max: 1 } });
  const mail = item("energyArmor", "Mail", { equipped: true, ar: 3, coverage: { melee: 12, ranged: 12 }, broken: true });
  w.kestra.items.push(quick as never, deep as never, mail as never);
  prepare(w.kestra);
  k.surges.value = k.surges.max - 2;
  return { ...w, quick, deep, mail, d: () => w.kestra.system.derived as unknown as EnergyDerived, uses: (i: EnergyItem) => (w.kestra.items.find((x) => x.id === i.id)!.system.uses as { value: number }).value };
}

describe("energy: a Short Rest", () => {
  it("energy.rest.1: it lasts 5 to 30 minutes; anything else is refused and nothing changes", async () => {
    const w = worn();
    const before = JSON.stringify(w.kestra);
    expect(await refusal(() => rest(w.kestra, short(4)))).toBe("MANIFOLD.energy.Error.RestMinutes");
    expect(await refusal(() => rest(w.kestra, short(31)))).toBe("MANIFOLD.energy.Error.RestMinutes");
    expect(JSON.stringify(w.kestra)).toBe(before);
    expect(await refusal(() => rest(w.kestra, short(30)))).toBeNull();
  });

  it("energy.rest.2 energy.rest.3: all Stamina and every Short Rest use come back; Long Rest uses do not", async () => {
    const w = worn();
    await rest(w.kestra, short(5));
    expect(systemOf(w.kestra).stamina.value).toBe(w.d().maxStamina);
    expect([w.uses(w.quick), w.uses(w.deep)]).toEqual([2, 0]);
  });

  it("energy.rest.4: each 5 minutes allows one Recovery Surge, each restoring the Recovery Value of Aura", async () => {
    const w = worn();
    const value = w.d().recoveryValue;
    const surges = systemOf(w.kestra).surges.value;
    expect(await refusal(() => rest(w.kestra, short(5, 2)))).toBe("MANIFOLD.energy.Error.SurgesPerRest");
    await rest(w.kestra, short(10, 2));
    expect(systemOf(w.kestra).aura.value).toBe(Math.min(w.d().auraStrength, 2 + 2 * value));
    expect(systemOf(w.kestra).surges.value).toBe(surges - 2);
    expect(await refusal(() => rest(w.kestra, short(30, surges)))).toBe("MANIFOLD.energy.Error.NotEnoughSurges");
  });

  it("energy.rest.5: 15 minutes of it repair a Broken armour: its AR and Coverage count again", async () => {
    const w = worn();
    expect(w.d().armor.ar).toBe(0);
    expect(await refusal(() => rest(w.kestra, short(10, 0, [w.mail.id!])))).toBe("MANIFOLD.energy.Error.RepairTime");
    expect(await refusal(() => rest(w.kestra, short(15, 0, [w.quick.id!])))).toBe("MANIFOLD.energy.Error.NotBroken");
    await rest(w.kestra, short(15, 0, [w.mail.id!]));
    expect(w.d().armor).toMatchObject({ ar: 3, coverage: { melee: 12, ranged: 12 } });
  });

  it("energy.death.6 energy.rest.2: it ends Exhausted 'until your next Short Rest'", async () => {
    const w = worn();
    w.kestra.statuses.push("exhausted");
    await rest(w.kestra, short(5));
    expect(w.kestra.statuses).not.toContain("exhausted");
  });

  it("energy.unconscious.2: out cold from losing Stamina, a rest gives it back and wakes the creature", async () => {
    const w = worn();
    systemOf(w.kestra).stamina.value = 0;
    systemOf(w.kestra).death.unconscious = "stamina";
    w.kestra.statuses.push("unconscious");
    const outcome = await rest(w.kestra, short(5));
    expect(outcome.statuses).toEqual([{ side: "attacker", id: "unconscious", active: false }]);
    expect(systemOf(w.kestra).death.unconscious).toBe("none");
  });
});

describe("energy: a Long Rest", () => {
  it("energy.rest.7: its full benefits need at least 6 hours of sleep; less is refused and nothing changes", async () => {
    const w = worn();
    const before = JSON.stringify(w.kestra);
    expect(await refusal(() => rest(w.kestra, { kind: "long", sleep: 5 }))).toBe("MANIFOLD.energy.Error.LongRestSleep");
    expect(await refusal(() => rest(w.kestra, { kind: "long" }))).toBe("MANIFOLD.Query.Malformed");
    expect(JSON.stringify(w.kestra)).toBe(before);
    expect(await refusal(() => rest(w.kestra, { kind: "long", sleep: 6 }))).toBeNull();
  });

  it("energy.rest.8 energy.rest.9 energy.rest.10 energy.rest.11: full Aura, every Recovery Surge, all Stamina, Short and Long Rest uses", async () => {
    const w = worn();
    await rest(w.kestra, { kind: "long", sleep: 8 });
    expect(systemOf(w.kestra)).toMatchObject({ aura: { value: w.d().auraStrength }, surges: { value: w.d().recoverySurges }, stamina: { value: w.d().maxStamina } });
    expect([w.uses(w.quick), w.uses(w.deep)]).toEqual([2, 1]);
  });

  it("energy.rest.12: what a Short Rest allows, a Long Rest allows too: the Broken mail is mended, with no minutes to count", async () => {
    const w = worn();
    await rest(w.kestra, { kind: "long", sleep: 6, repair: [w.mail.id!] });
    expect(w.d().armor.ar).toBe(3);
  });
});

describe("energy: gaining Aura Stabilizes", () => {
  it("energy.save.6: a Recovery Surge spent while bleeding out Stabilizes: no Death Save is owed at the next round", async () => {
    const w = worn();
    const f = new Fight([w.kestra, w.gnoll]);
    await f.next();
    systemOf(w.kestra).aura.value = 0;
    systemOf(w.kestra).death.bleeding = true;
    expect(f.owed()).toEqual({ [w.kestra.uuid]: "deathSave" });
    await rest(w.kestra, short(5, 0));
    expect(f.owed()).toEqual({ [w.kestra.uuid]: "deathSave" });
    await rest(w.kestra, short(5, 1));
    expect(systemOf(w.kestra).death.bleeding).toBe(false);
    expect(f.owed()).toEqual({});
  });
});
