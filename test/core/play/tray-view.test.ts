import { describe, expect, it } from "vitest";
import { trayView } from "../../../src/core/play/tray";

const view = (adjust: boolean, applied: boolean) => trayView({ action: "apply", fullTip: "MANIFOLD.Card.Apply", applied, heal: 7, adjust });
const scales = (v: Awaited<ReturnType<typeof trayView>>) => v?.buttons.map((b) => b.scale) ?? null;

describe("the damage tray's buttons follow who may adjust the damage", () => {
  it("the target's side or a GM gets half, apply, double and heal, before and after Apply", () => {
    expect(scales(view(true, false))).toEqual(["half", "normal", "double", "heal"]);
    expect(scales(view(true, true))).toEqual(["half", "normal", "double", "heal"]);
    expect(view(true, true)?.buttons[1]?.label).toBe("MANIFOLD.Card.ApplyAgainButton");
  });

  it("the attacker's side gets only the rules' Apply, and nothing once it is applied", () => {
    expect(scales(view(false, false))).toEqual(["normal"]);
    expect(view(false, true)).toBeNull();
  });
});
