/** Who sees a private roll's dice: the same users who see its chat message, as Foundry applies roll modes. */
import { describe, expect, it } from "vitest";
import { diceShow, rollModeOf, rollPrivacy } from "../../../src/core/play/privacy";

describe("roll privacy", () => {
  it("a public roll shows to everyone; a GM roll to the GMs and the roller; a blind roll to the GMs, blind to the roller; a self roll to the roller", () => {
    expect(rollPrivacy("publicroll", ["gm1", "gm2"], "ann")).toEqual({ whisper: [], blind: false });
    expect(rollPrivacy("gmroll", ["gm1", "gm2"], "ann")).toEqual({ whisper: ["gm1", "gm2", "ann"], blind: false });
    expect(rollPrivacy("gmroll", ["gm1"], "gm1")).toEqual({ whisper: ["gm1"], blind: false });
    expect(rollPrivacy("blindroll", ["gm1"], "ann")).toEqual({ whisper: ["gm1"], blind: true });
    expect(rollPrivacy("selfroll", ["gm1"], "ann")).toEqual({ whisper: ["ann"], blind: false });
  });

  it("Dice So Nice is told the same: no list for a public roll, the whisper list and blind flag for a private one", () => {
    expect(diceShow({ whisper: [], blind: false })).toEqual({ synchronize: true, whisper: null, blind: false });
    expect(diceShow({ whisper: ["gm1"], blind: true })).toEqual({ synchronize: true, whisper: ["gm1"], blind: true });
  });

  it("a card's own draw goes to whom the card goes", () => {
    expect(rollModeOf({ whisper: [], blind: false })).toBe("publicroll");
    expect(rollModeOf({ whisper: ["gm1", "ann"], blind: false })).toBe("gmroll");
    expect(rollModeOf({ whisper: ["gm1"], blind: true })).toBe("blindroll");
  });
});
