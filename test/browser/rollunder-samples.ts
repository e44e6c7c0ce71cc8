/**
 * Roll-Under characters and NPCs for the sheet gallery, in the stored shapes of rules/schema.ts: a
 * fighter with sword, shield and chain; an archer with a bow still being learned, arrows, a dagger
 * and an empty crossbow, over her quickdraw slots; a character below 0 HP carrying too much; a
 * footsoldier as the rulebook lists it and an ogre that acts twice.
 */
import type { SourceDoc } from "./samples";

const item = (id: string, name: string, type: string, system: Record<string, unknown>, img = "icons/svg/item-bag.svg"): SourceDoc => ({ _id: id, name, img, type, system: { description: "", example: false, ...system } });
const weapon = (id: string, name: string, system: Record<string, unknown>) =>
  item(id, name, "rollunderWeapon", { kind: "medium", hands: 1, damageBonus: 0, equipped: true, proficient: true, hits: 0, loaded: true, quickdraw: false, ...system }, "icons/svg/sword.svg");
const armour = (id: string, kind: string) => item(id, `${kind[0]!.toUpperCase()}${kind.slice(1)} armour`, "rollunderArmor", { kind, equipped: true }, "systems/manifold/assets/status/shield-halved.svg");
const shield = (id: string, broken = false) => item(id, broken ? "Split shield" : "Round shield", "rollunderShield", { equipped: !broken, broken }, "systems/manifold/assets/status/shield-halved.svg");
const gear = (id: string, name: string, system: Record<string, unknown>) => item(id, name, "rollunderGear", { slotsTaken: 1, small: false, quickdraw: false, ...system });

const character = (system: Record<string, unknown>) => ({
  abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
  attack: 11,
  defense: 10,
  movement: 10,
  level: 1,
  hp: { value: 20, max: 20 },
  slots: { max: 10, quickdraw: 2 },
  rations: 2,
  arrows: 0,
  biography: "<p>A sample character for the gallery.</p>",
  ...system,
});

export const FIGHTER: SourceDoc = {
  _id: "ruFighter0000000",
  name: "Ada the Fighter",
  img: "icons/svg/mystery-man.svg",
  type: "rollunderCharacter",
  system: character({ abilities: { str: 14, dex: 11, con: 13, int: 9, wis: 12, cha: 10 }, attack: 13, level: 2, hp: { value: 15, max: 20 }, rations: 3 }),
  items: [weapon("ruSword000000000", "Longsword", {}), shield("ruShield00000000"), armour("ruChain000000000", "chain"), gear("ruRope0000000000", "Rope, 50 ft", {})],
};

export const ARCHER: SourceDoc = {
  _id: "ruArcher00000000",
  name: "Bryn the Archer",
  img: "icons/svg/mystery-man.svg",
  type: "rollunderCharacter",
  system: character({ abilities: { str: 10, dex: 15, con: 11, int: 12, wis: 14, cha: 9 }, attack: 12, slots: { max: 10, quickdraw: 1 }, arrows: 14 }),
  items: [
    weapon("ruBow00000000000", "Short bow", { kind: "bow", hands: 2, proficient: false, hits: 5, quickdraw: true }),
    weapon("ruCrossbow000000", "Crossbow", { kind: "crossbow", hands: 2, loaded: false, equipped: false }),
    weapon("ruDagger00000000", "Dagger", { kind: "light", quickdraw: true }),
    armour("ruLeather0000000", "leather"),
    gear("ruQuiver00000000", "Quiver", {}),
  ],
};

export const WOUNDED: SourceDoc = {
  _id: "ruWounded0000000",
  name: "Cato the Unlucky",
  img: "icons/svg/mystery-man.svg",
  type: "rollunderCharacter",
  system: character({ hp: { value: -4, max: 20 }, slots: { max: 4, quickdraw: 2 }, rations: 0 }),
  items: [
    weapon("ruMaul0000000000", "Maul", { kind: "heavy", hands: 2, proficient: false, hits: 0 }),
    armour("ruPlate000000000", "plate"),
    shield("ruSplit000000000", true),
    gear("ruTorches0000000", "Torches", { slotsTaken: 1 }),
    gear("ruChalk000000000", "Chalk", { small: true, quickdraw: true }),
  ],
};

const npc = (system: Record<string, unknown>) => ({ attack: 0, defense: 0, movement: 10, hitDice: 1, hp: { value: 4, max: 4 }, hpFixed: false, morale: 7, actsTwice: false, wisdomPenalty: 0, biography: "", ...system });

/** The rulebook's footsoldier in leather: Attack +1, Defense −1. */
export const FOOTSOLDIER: SourceDoc = {
  _id: "ruFootsoldier000",
  name: "Footsoldier",
  img: "icons/svg/mystery-man.svg",
  type: "rollunderNpc",
  system: npc({ attack: 1, defense: -1, hp: { value: 5, max: 6 }, morale: 7, biography: "<p>A hired spear in leather armour.</p>" }),
  items: [weapon("ruSpear000000000", "Spear", { hands: 2 }), armour("ruFootLeather000", "leather")],
};

export const OGRE: SourceDoc = {
  _id: "ruOgre0000000000",
  name: "Ogre",
  img: "icons/svg/mystery-man.svg",
  type: "rollunderNpc",
  system: npc({ attack: 3, defense: 1, hitDice: 4, hp: { value: 22, max: 22 }, hpFixed: true, morale: 12, actsTwice: true, wisdomPenalty: 2, movement: 15 }),
  items: [weapon("ruClub0000000000", "Great club", { kind: "heavy", hands: 2, damageBonus: 2 }), weapon("ruRock0000000000", "Thrown rock", { kind: "sling" })],
};

export const CHARACTERS = [FIGHTER, ARCHER, WOUNDED];
export const NPCS = [FOOTSOLDIER, OGRE];

/** Every item of the samples once, by name (the two leather armours are the same item). */
export const ITEMS: SourceDoc[] = [...new Map([...CHARACTERS, ...NPCS].flatMap((d) => d.items ?? []).map((i) => [i.name, i])).values()];
