// The attack chat card as a state machine (card.ts): declare -> roll -> damage -> resolved, with
// every Step III outcome reached from real d20 faces rather than hand-made test results.
import { describe, expect, it } from "vitest";
import { breakdown } from "../../../src/core/breakdown";
import type { Edge } from "../../../src/core/dice/edge";
import { emptyLedger } from "../../../src/core/ledger";
import type { PreparedTest } from "../../../src/rulesets/contest/rules/attack";
import {
  cardStage,
  chooseManeuver,
  declineManeuver,
  declare,
  recordAttack,
  recordDamage,
  recordDefence,
  resolveDamageNeeded,
  rollTest,
  type AttackCard,
  type CardDamage,
} from "../../../src/rulesets/contest/rules/card";
import { MANEUVERS, type Defence, type Maneuver } from "../../../src/rulesets/contest/rules/constants";
import { RuleError } from "../../../src/rulesets/contest/rules/errors";
import type { CombatResult } from "../../../src/rulesets/contest/rules/outcome";
import { contestCardSpec } from "../../../src/rulesets/contest/rules/card-schema";
import type { StringSpec } from "../../../src/core/schema";

function newCard(allowed: Defence[] = ["block", "dodge", "parry", "none"]): AttackCard {
  return {
    attacker: { uuid: "Actor.att", name: "Attacker", img: "" },
    defender: { uuid: "Actor.def", name: "Defender", img: "" },
    item: { uuid: "Item.sword", name: "Longsword", kind: "melee", damage: "1d8", damageType: "slashing" },
    allowed,
    defence: "",
    situation: { cover: "none", flanked: false, modifier: 0, boons: 0, banes: 0 },
    attack: null,
    defenceRoll: null,
    outcome: "",
    maneuverBy: "",
    maneuver: "",
    damage: null,
    ledger: emptyLedger(),
  };
}

function prepared(target: number, edge: Edge = 0, extra: Partial<PreparedTest> = {}): PreparedTest {
  return {
    attribute: "str",
    target: breakdown({ label: "MANIFOLD.contest.Attribute.str", value: target }),
    edge,
    autoFail: false,
    autoPass: false,
    ...extra,
  };
}

const damage: CardDamage = {
  formula: "1d8",
  type: "slashing",
  faces: [5],
  rolled: 5,
  precision: false,
  reduced: breakdown({ label: "MANIFOLD.contest.Damage.Rolled", value: 5 }),
};

/** Expects `fn` to throw a RuleError with this lang key. */
function refuses(fn: () => unknown, key: string): void {
  let thrown: unknown;
  try {
    fn();
  } catch (err) {
    thrown = err;
  }
  expect(thrown, `expected RuleError ${key}`).toBeInstanceOf(RuleError);
  expect((thrown as RuleError).key).toBe(key);
}

/** Declares, rolls the attacker's face and (unless "none") the defender's face, both at target 12. */
function play(defence: Defence, attackFace: number, defenceFace: number | null): AttackCard {
  let card = declare(newCard(["block", "dodge", "parry", "withstand", "none"]), defence);
  card = recordAttack(card, rollTest(prepared(12), [attackFace]));
  if (defenceFace !== null) card = recordDefence(card, rollTest(prepared(12), [defenceFace]));
  return card;
}

describe("contest card: stages", () => {
  it("goes declare -> roll -> damage -> resolved on a hit", () => {
    let card = newCard();
    expect(cardStage(card)).toBe("declare");
    card = declare(card, "dodge");
    expect(card.defence).toBe("dodge");
    expect(cardStage(card)).toBe("roll");
    // 2 against 12: 1 + floor(10/5) = 3 Successes
    card = recordAttack(card, rollTest(prepared(12), [2]));
    expect(card.outcome).toBe("");
    expect(cardStage(card)).toBe("roll");
    // 11 against 12: 1 Success
    card = recordDefence(card, rollTest(prepared(12), [11]));
    expect(card.outcome).toBe("hit");
    expect(cardStage(card)).toBe("damage");
    card = recordDamage(card, damage);
    expect(cardStage(card)).toBe("resolved");
    expect(card.damage).toEqual(damage);
  });

  it("the defence may be rolled before the attack; Step III waits for both", () => {
    let card = declare(newCard(), "parry");
    card = recordDefence(card, rollTest(prepared(12), [11]));
    expect(cardStage(card)).toBe("roll");
    card = recordAttack(card, rollTest(prepared(12), [2]));
    expect(card.outcome).toBe("hit");
  });

  it("skips the damage stage when the outcome deals none", () => {
    const card = play("dodge", 11, 2);
    expect(card.outcome).toBe("miss");
    expect(cardStage(card)).toBe("resolved");
  });

  it("transitions never mutate the card they are given", () => {
    const card = newCard();
    const frozen = JSON.stringify(card);
    const declared = declare(card, "dodge");
    recordAttack(declared, rollTest(prepared(12), [3]));
    expect(JSON.stringify(card)).toBe(frozen);
    expect(declared.attack).toBeNull();
  });
});

describe("contest card: declaring the defence (contest.defend.7)", () => {
  it("refuses a defence not in `allowed`", () => {
    refuses(() => declare(newCard(["dodge", "none"]), "block"), "MANIFOLD.contest.Card.DefenceNotAllowed");
    refuses(() => declare(newCard(["dodge", "none"]), "withstand"), "MANIFOLD.contest.Card.DefenceNotAllowed");
  });
  it("the refusal names the defence", () => {
    try {
      declare(newCard(["dodge"]), "parry");
      expect.unreachable();
    } catch (err) {
      expect((err as RuleError).data).toEqual({ defence: "parry" });
    }
  });
  it("refuses a second declaration, even of the same defence", () => {
    const card = declare(newCard(), "dodge");
    refuses(() => declare(card, "dodge"), "MANIFOLD.contest.Card.AlreadyDeclared");
    refuses(() => declare(card, "block"), "MANIFOLD.contest.Card.AlreadyDeclared");
  });
  it("refuses the attack roll before the declaration", () => {
    refuses(() => recordAttack(newCard(), rollTest(prepared(12), [5])), "MANIFOLD.contest.Card.DeclareFirst");
  });
  it("refuses a defence roll before the declaration and when not defending", () => {
    refuses(() => recordDefence(newCard(), rollTest(prepared(12), [5])), "MANIFOLD.contest.Card.NoDefenceRoll");
    const none = declare(newCard(), "none");
    refuses(() => recordDefence(none, rollTest(prepared(12), [5])), "MANIFOLD.contest.Card.NoDefenceRoll");
  });
  it("refuses rolling either side twice", () => {
    const card = play("dodge", 3, null);
    refuses(() => recordAttack(card, rollTest(prepared(12), [4])), "MANIFOLD.contest.Card.AlreadyRolled");
    const both = recordDefence(card, rollTest(prepared(12), [4]));
    refuses(() => recordDefence(both, rollTest(prepared(12), [4])), "MANIFOLD.contest.Card.AlreadyRolled");
  });
});

describe("contest card: Step III from real faces (target 12 on both sides)", () => {
  const cases: [string, Defence, number, number | null, CombatResult, AttackCard["maneuverBy"]][] = [
    ["both fail", "dodge", 15, 16, "bothFail", ""],
    ["a natural 20 fails even under a high target", "parry", 20, 20, "bothFail", ""],
    ["attacker passes alone: critical", "dodge", 5, 15, "attackerCritical", "attacker"],
    ["defender passes alone: critical", "dodge", 15, 5, "defenderCritical", "defender"],
    ["both pass against a Block: blocked, whatever the Successes", "block", 1, 12, "blocked", ""],
    ["both pass, attacker has more Successes: hit", "dodge", 2, 11, "hit", ""],
    ["both pass, defender has more Successes: miss", "parry", 11, 2, "miss", ""],
    ["both pass with equal Successes: the tie misses", "withstand", 10, 9, "miss", ""],
    ["a natural 1 adds a Success: 1 (4 Successes) beats 2 (3 Successes)", "dodge", 1, 2, "hit", ""],
    ["not defending: a passing attack is a critical win", "none", 12, null, "attackerCritical", "attacker"],
    ["not defending: a failing attack is both fail", "none", 13, null, "bothFail", ""],
  ];
  it.each(cases)("%s", (_name, defence, attackFace, defenceFace, outcome, maneuverBy) => {
    const card = play(defence, attackFace, defenceFace);
    expect(card.outcome).toBe(outcome);
    expect(card.maneuverBy).toBe(maneuverBy);
    // An attacker's critical win waits for its maneuver choice before damage (Precision maximises the die).
    const next = maneuverBy === "attacker" ? "maneuver" : resolveDamageNeeded(card) ? "damage" : "resolved";
    expect(cardStage(card)).toBe(next);
    if (maneuverBy === "attacker") expect(cardStage(declineManeuver(card))).toBe("damage");
  });

  it("every outcome a stored card may hold is reached from real faces", () => {
    const reached = new Set<string>(cases.map(([, defence, a, d]) => play(defence, a, d).outcome));
    const storable = (contestCardSpec.outcome as StringSpec).choices!.filter((o) => o !== "");
    expect([...reached].sort()).toEqual([...storable].sort());
  });

  it("an automatic failure (full cover) fails whatever the face", () => {
    let card = declare(newCard(), "dodge");
    card = recordAttack(card, rollTest(prepared(12, 0, { autoFail: true }), [1]));
    card = recordDefence(card, rollTest(prepared(12), [5]));
    expect(card.attack?.automatic).toBe(true);
    expect(card.outcome).toBe("defenderCritical");
  });
});

describe("contest card: damage", () => {
  it.each<CombatResult>(["attackerCritical", "hit", "blocked"])("%s needs damage", (outcome) => {
    expect(resolveDamageNeeded({ outcome })).toBe(true);
  });
  it.each<[string, Defence, number, number | null]>([
    ["bothFail", "dodge", 15, 16],
    ["defenderCritical", "dodge", 15, 5],
    ["miss", "parry", 11, 2],
  ])("recordDamage is refused after %s", (_name, defence, a, d) => {
    refuses(() => recordDamage(play(defence, a, d), damage), "MANIFOLD.contest.Card.NoDamage");
  });
  it("recordDamage is refused before Step III", () => {
    refuses(() => recordDamage(declare(newCard(), "dodge"), damage), "MANIFOLD.contest.Card.NoDamage");
    refuses(() => recordDamage(newCard(), damage), "MANIFOLD.contest.Card.NoDamage");
  });
  it("a blocked hit takes damage", () => {
    const card = recordDamage(play("block", 1, 12), damage);
    expect(cardStage(card)).toBe("resolved");
  });
});

describe("contest card: maneuvers after a critical win (contest.outcome.5)", () => {
  const available: Maneuver[] = ["bash", "trip", "precision"];

  it("the attacker who passed alone may choose one of the available maneuvers", () => {
    const card = play("dodge", 5, 15);
    expect(card.maneuverBy).toBe("attacker");
    const chosen = chooseManeuver(card, "trip", available);
    expect(chosen.maneuver).toBe("trip");
  });
  it("the defender who passed alone is the one who may maneuver", () => {
    const card = play("parry", 15, 5);
    expect(card.maneuverBy).toBe("defender");
    const chosen = chooseManeuver(card, "disarm", ["disarm"], { item: "sword", held: ["sword", "shield"] });
    expect([chosen.maneuver, chosen.disarmItem]).toEqual(["disarm", "sword"]);
  });
  it("contest.maneuver.4: a Disarm must name an item the loser holds", () => {
    refuses(() => chooseManeuver(play("parry", 15, 5), "disarm", ["disarm"], { item: "dagger", held: ["sword"] }), "MANIFOLD.contest.Card.DisarmWhat");
  });
  it.each<[string, Defence, number, number | null]>([
    ["hit", "dodge", 2, 11],
    ["miss", "parry", 11, 2],
    ["blocked", "block", 1, 12],
    ["bothFail", "dodge", 15, 16],
  ])("no maneuver after %s", (_name, defence, a, d) => {
    refuses(() => chooseManeuver(play(defence, a, d), "bash", MANEUVERS), "MANIFOLD.contest.Card.NoManeuver");
  });
  it("no maneuver before Step III", () => {
    refuses(() => chooseManeuver(declare(newCard(), "dodge"), "bash", MANEUVERS), "MANIFOLD.contest.Card.NoManeuver");
  });
  it("only from the available maneuvers", () => {
    const card = play("dodge", 5, 15);
    refuses(() => chooseManeuver(card, "disarm", available), "MANIFOLD.contest.Card.ManeuverNotAllowed");
    refuses(() => chooseManeuver(card, "bash", []), "MANIFOLD.contest.Card.ManeuverNotAllowed");
  });
  it("only once", () => {
    const card = chooseManeuver(play("dodge", 5, 15), "bash", available);
    refuses(() => chooseManeuver(card, "trip", available), "MANIFOLD.contest.Card.ManeuverChosen");
  });
});

describe("contest card: rollTest", () => {
  it("copies the target, parts and edge of the prepared test", () => {
    const rolled = rollTest(prepared(12), [7]);
    expect(rolled).toEqual({
      target: 12,
      parts: [{ label: "MANIFOLD.contest.Attribute.str", value: 12 }],
      edge: 0,
      faces: [7],
      kept: 7,
      pass: true,
      successes: 2,
      automatic: false,
    });
  });
  it("a boon keeps the lower face", () => {
    const rolled = rollTest(prepared(12, 1), [17, 4]);
    expect(rolled.kept).toBe(4);
    expect(rolled.pass).toBe(true);
    expect(rolled.successes).toBe(2);
    expect(rollTest(prepared(12, 1), [4, 17]).kept).toBe(4);
  });
  it("a bane keeps the higher face", () => {
    const rolled = rollTest(prepared(12, -1), [17, 4]);
    expect(rolled.kept).toBe(17);
    expect(rolled.pass).toBe(false);
  });
  it("keeps every face thrown and does not alias the input", () => {
    const faces = [9, 3];
    const rolled = rollTest(prepared(12, 1), faces);
    faces[0] = 1;
    expect(rolled.faces).toEqual([9, 3]);
  });
  it("refuses the wrong number of faces for the edge, or an impossible face", () => {
    refuses(() => rollTest(prepared(12, 1), [5]), "MANIFOLD.contest.Error.TestFaces");
    refuses(() => rollTest(prepared(12), [5, 6]), "MANIFOLD.contest.Error.TestFaces");
    refuses(() => rollTest(prepared(12), [21]), "MANIFOLD.contest.Error.TestFaces");
  });
});
