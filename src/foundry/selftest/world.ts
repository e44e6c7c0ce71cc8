/**
 * The self-test's world in a live Foundry world: the script's two creatures imported from the
 * system's compendium into a temporary folder, their tokens on a temporary scene the GM views, the
 * target targeted, and every press made through the glue the sheet and the card buttons use. The
 * dice show the script's faces through Foundry's own dice (CONFIG.Dice.randomUniform), so Dice So
 * Nice and every module see real rolls.
 */
import { latestVersion, MIGRATIONS } from "../../core/migrations";
import { pressCard } from "../../core/play/press";
import { applyToSelected, undoReceipt } from "../../core/play/tray-flow";
import { CheckFailed } from "../../core/selftest/check";
import type { ScriptedFace, SelfTestScript } from "../../core/selftest/script";
import type { SelfTestWorld } from "../../core/selftest/world";
import type { Side } from "../../core/play/types";
import { foundryPort } from "../play/port";
import { selectedActors } from "../play/tray";
import type { RulesetDefinition } from "../ruleset";
import { SYSTEM_ID } from "../settings";
import type { Made } from "./made";
import { foundryCombat } from "./combat";

type Dice = { randomUniform: () => number };

/** The uniform number Foundry's dice turn into the scripted face: face = ceil((1 − u) × sides). */
function uniformFor(face: ScriptedFace): number {
  if (face === "min") return 1 - 1e-9;
  if (face === "max") return 1e-9;
  return 1 - (face.face - 0.5) / face.of;
}

/** Runs `fn` with every die Foundry throws showing the scripted face, and puts the dice back after. */
async function withDice<R>(face: ScriptedFace | undefined, fn: () => Promise<R>): Promise<R> {
  const dice = CONFIG.Dice as unknown as Dice;
  const real = dice.randomUniform;
  if (face) dice.randomUniform = () => uniformFor(face);
  try {
    return await fn();
  } finally {
    dice.randomUniform = real;
  }
}

async function importActor(ref: { pack: string; name: string }, folder: string, made: Made): Promise<Actor.Implementation> {
  const pack = game.packs?.get(`${SYSTEM_ID}.${ref.pack}`);
  const entry = pack ? [...(await pack.getIndex())].find((e) => e.name === ref.name) : undefined;
  if (!pack || !entry) throw new CheckFailed("MANIFOLD.SelfTest.Fail.NoActors", { name: ref.name });
  const source = ((await pack.getDocument(entry._id)) as unknown as { toObject(): Record<string, unknown> }).toObject();
  delete source._id;
  const actor = (await Actor.create({ ...source, folder } as never)) as Actor.Implementation | undefined;
  if (!actor) throw new CheckFailed("MANIFOLD.SelfTest.Fail.NoActors", { name: ref.name });
  return made.actor(actor);
}

type TokenObject = { control(o: Record<string, unknown>): boolean; release(): boolean; setTarget?(on: boolean, o: Record<string, unknown>): void };
type Targeting = { targets: Set<{ id: string }>; updateTokenTargets(ids: string[]): void };
const objectOf = (token: TokenDocument.Implementation) => (token as unknown as { object: TokenObject | null }).object;

/** Targets the token as the GM's own click does (the canvas token), or through the user's target list. */
function target(token: TokenDocument.Implementation, user: Targeting): void {
  const object = objectOf(token);
  if (object?.setTarget) object.setTarget(true, { releaseOthers: true, groupSelection: false });
  else user.updateTokenTargets([token.id ?? ""]);
}

/** Builds the world the checks play in; everything it makes is recorded on `made` as it is made. */
export async function foundryWorld(def: RulesetDefinition, script: SelfTestScript, made: Made): Promise<SelfTestWorld> {
  const name = game.i18n!.localize("MANIFOLD.SelfTest.Folder");
  const folder = made.doc((await Folder.create({ name, type: "Actor" } as never)) as unknown as Folder.Implementation);
  const attacker = await importActor(script.attacker, folder.id ?? "", made);
  const defender = await importActor(script.defender, folder.id ?? "", made);
  const item = attacker.items.find((i) => (i.type as string) === script.itemType);
  if (!item) throw new CheckFailed("MANIFOLD.SelfTest.Fail.NoActors", { name: script.itemType });

  const before = (game.scenes as unknown as { viewed?: Scene.Implementation }).viewed ?? null;
  const scenes = made.doc((await Folder.create({ name, type: "Scene" } as never)) as unknown as Folder.Implementation);
  const scene = made.doc((await Scene.create({ name, folder: scenes.id, width: 1000, height: 1000 } as never)) as unknown as Scene.Implementation);
  const grid = (scene as unknown as { grid: { size?: number; getTopLeftPoint?(o: { i: number; j: number }): { x: number; y: number } } }).grid;
  // Two cells side by side on the row: neighbours on square and hex grids alike.
  const at = (j: number) => grid.getTopLeftPoint?.({ i: 2, j }) ?? { x: j * (grid.size ?? 100), y: 2 * (grid.size ?? 100) };
  const tokenOf = async (actor: Actor.Implementation, j: number) => ((await actor.getTokenDocument(at(j) as never)) as unknown as { toObject(): object }).toObject();
  const [mine, theirs] = (await scene.createEmbeddedDocuments("Token", [await tokenOf(attacker, 2), await tokenOf(defender, 3)] as never)) as unknown as TokenDocument.Implementation[];
  // Put back last-first: the scene the GM was viewing, then what they had targeted on it.
  const user = game.user as unknown as Targeting;
  const targeted = [...user.targets].map((t) => t.id);
  made.restore(() => {
    objectOf(theirs!)?.setTarget?.(false, { releaseOthers: false });
    user.updateTokenTargets(targeted);
  });
  await (scene as unknown as { view(): Promise<unknown> }).view();
  made.restore(() => before && (before as unknown as { view(): Promise<unknown> }).view());
  target(theirs!, user);
  const sides: Record<Side, { actor: Actor.Implementation; token: TokenDocument.Implementation }> = { attacker: { actor: attacker, token: mine! }, defender: { actor: defender, token: theirs! } };

  const message = (id: string) => {
    const m = game.messages?.get(id);
    if (!m) throw new CheckFailed("MANIFOLD.SelfTest.Fail.NoMessage", {});
    return m;
  };

  return {
    script,
    gm: game.user?.id ?? "",
    // This run presses only from the GM's own client.
    player: () => null,
    async attack() {
      const seen = made.posted().length;
      await withDice(script.open.dice, () => def.selfTest!.attack(attacker, item));
      const card = made.posted().slice(seen).find((id) => foundryPort.message(id)?.card !== undefined);
      if (!card) throw new CheckFailed("MANIFOLD.SelfTest.Fail.NoCard", {});
      return card;
    },
    press: (_by, messageId, step) => withDice(step.dice, () => pressCard(foundryPort, message(messageId).id ?? "", step.action, step.args ?? {})),
    card: (id) => (foundryPort.message(id)?.card as never) ?? null,
    statuses: (side) => [...(sides[side].actor as unknown as { statuses: Set<string> }).statuses],
    // The token HUD's path: its daughters follow on the active GM's client (foundry/statuses.ts).
    toggle: async (_by, side, status, active) => void (await sides[side].actor.toggleStatusEffect(status, { active })),
    combat: foundryCombat(scene, sides, (fn) => withDice(script.combat.dice, fn), made),
    // The token bar's own path: a bar's value edited on the token HUD.
    edit: async (_by, side, changes) => {
      for (const [path, value] of Object.entries(changes)) {
        const attribute = path.replace(/^system\./, "").replace(/\.value$/, "");
        await (sides[side].actor as unknown as { modifyTokenAttribute(a: string, v: number, delta: boolean, bar: boolean): Promise<unknown> }).modifyTokenAttribute(attribute, Number(value), false, true);
      }
    },
    settle: () => new Promise((resolve) => setTimeout(resolve, 100)),
    stored: (side, path) => foundry.utils.getProperty((sides[side].actor as unknown as { _source: object })._source, path),
    async tray(_by, messageId, scale, side) {
      objectOf(sides[side].token)?.control({ releaseOthers: true });
      made.restore(() => objectOf(sides[side].token)?.release());
      const seen = made.posted().length;
      const { refused } = await applyToSelected(foundryPort, messageId, scale, selectedActors(), false);
      if (refused.length) throw new CheckFailed("MANIFOLD.SelfTest.Fail.TrayRefused", { names: refused.join(", ") });
      const receipt = made.posted().slice(seen).find((id) => foundryPort.receipt(id) !== null);
      if (!receipt) throw new CheckFailed("MANIFOLD.SelfTest.Fail.NoReceipt", {});
      return receipt;
    },
    undoTray: (_by, id) => undoReceipt(foundryPort, id),
    migration: () => ({ stored: game.settings!.get(SYSTEM_ID, "worldSchema") as number, latest: latestVersion(MIGRATIONS) }),
  };
}
