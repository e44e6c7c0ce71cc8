/**
 * Dice So Nice shows a card's dice only to whom the card shows: the GM's blind or private monster
 * attack animates on no player's screen. The press throws its dice with the card's own privacy,
 * whoever presses, and an attack opened in a private mode posts its card privately.
 */
import { describe, expect, it } from "vitest";
import { contestWorld } from "./contest/world";

async function opened(by: string, attacker: "hero" | "goblin", rollMode: string) {
  const w = contestWorld();
  const target = attacker === "hero" ? w.t.place(w.goblin) : w.t.place(w.hero);
  w.t.place(attacker === "hero" ? w.hero : w.goblin);
  w.t.target(by, target);
  w.t.ids = ["cardPrivacy00001"];
  await w.t.open(by, { attacker: `Actor.${attacker}`, item: "sword0000000000a", targets: [target], choices: { modifier: 0, edge: 0, cover: "none", rollMode } });
  return w;
}

describe("the dice of a private card", () => {
  it("the GM's blind attack: its card is blind and for the GMs, and the GM's roll of it throws blind dice for the GMs only", async () => {
    const w = await opened("gm", "goblin", "blindroll");
    expect(w.t.messages.get("cardPrivacy00001")).toMatchObject({ whisper: ["gm"], blind: true });
    await w.t.press("ann", { messageId: "cardPrivacy00001", action: "declareDefence", args: { defence: "dodge" } });
    await w.t.press("gm", { messageId: "cardPrivacy00001", action: "rollAttack", faces: [[4]] });
    expect(w.t.log.thrown).toEqual([{ by: "gm", needs: [{ kind: "die", faces: 20, edge: 0, better: "low" }], privacy: { whisper: ["gm"], blind: true } }]);
  });

  it("a player's GM roll: the card goes to the GMs and that player, and so do the dice of every press on it", async () => {
    const w = await opened("ann", "hero", "gmroll");
    expect(w.t.messages.get("cardPrivacy00001")).toMatchObject({ whisper: ["gm", "ann"], blind: false });
    await w.t.press("gm", { messageId: "cardPrivacy00001", action: "declareDefence", args: { defence: "dodge" } });
    await w.t.press("ann", { messageId: "cardPrivacy00001", action: "rollAttack", faces: [[4]] });
    expect(w.t.log.thrown.map((t) => t.privacy)).toEqual([{ whisper: ["gm", "ann"], blind: false }]);
  });

  it("a public card's dice show to everyone", async () => {
    const w = await opened("ann", "hero", "publicroll");
    await w.t.press("gm", { messageId: "cardPrivacy00001", action: "declareDefence", args: { defence: "dodge" } });
    await w.t.press("ann", { messageId: "cardPrivacy00001", action: "rollAttack", faces: [[4]] });
    expect(w.t.log.thrown.map((t) => t.privacy)).toEqual([{ whisper: [], blind: false }]);
  });
});
