/**
 * Which Fighting Style a Fighting Style test uses (contest.style.6, RULINGS "Which style"): the
 * one the player picked, else the one with the best chance to pass for the attribute this test
 * uses (Agility for a ranged or thrown Strike, Strength for a Block), with the untrained -2 and
 * bane counted once, by `bestStyleFor`.
 */
import { attackAttribute, type AttackKind } from "./attack";
import type { Attribute, Defence } from "./constants";
import type { ContestDerived, StyleSummary } from "./derived";
import { RuleError } from "./errors";
import { bestStyleFor, untrainedEffects, type StyleOption } from "./style";

/** The attribute a test with this style uses. */
export type StyleAttribute = (style: Pick<StyleSummary, "attribute">) => Attribute;

/** Boons, banes and modifiers of the test besides the style's own. */
export interface OtherParts {
  boons: number;
  banes: number;
  modifier: number;
}

const NONE: OtherParts = { boons: 0, banes: 0, modifier: 0 };

/** A Strike tests with its style's attribute, but a ranged or thrown one with Agility (contest.attack.2). */
export function strikeAttribute(kind: AttackKind): StyleAttribute {
  return (style) => attackAttribute(kind, { id: "style", label: "", value: 0, attribute: style.attribute });
}

/**
 * Block tests Strength (contest.defend.2); Parry tests Strength or Agility, the defender's choice
 * (contest.defend.4), so the better of the two (ruling).
 */
export function defenceAttribute(defence: Defence, attributes: Readonly<Record<Attribute, number>>): StyleAttribute {
  if (defence === "block") return () => "str";
  if (defence === "parry") return () => parryAttribute(attributes);
  return (style) => style.attribute;
}

/** The better of Strength and Agility, which a parrying defender would choose; Strength on a tie. */
export function parryAttribute(attributes: Readonly<Record<Attribute, number>>): "str" | "agi" {
  return attributes.agi > attributes.str ? "agi" : "str";
}

/**
 * The style a Fighting Style test uses: `wanted` (a style item's id) when given, refused when the
 * character has no such style; otherwise the best for the test, null when it has no style at all.
 */
export function pickStyle(
  derived: Pick<ContestDerived, "styles" | "wielded">,
  attributes: Readonly<Record<Attribute, number>>,
  attributeOf: StyleAttribute,
  wanted = "",
  other: OtherParts = NONE,
): StyleSummary | null {
  if (wanted) {
    const chosen = derived.styles.find((s) => s.id === wanted);
    if (!chosen) throw new RuleError("MANIFOLD.contest.Error.NoSuchStyle", {});
    return chosen;
  }
  const options: StyleOption[] = derived.styles.map((s) => ({ name: s.name, rank: s.rank, gear: s.gear, attributeValue: attributes[attributeOf(s)] }));
  const best = bestStyleFor(options, derived.wielded, other);
  return best ? (derived.styles[best.index] ?? null) : null;
}

/** One style as the Strike dialog offers it: the target it would give and whether it brings a bane. */
export interface StyleOffer {
  id: string;
  name: string;
  target: number;
  bane: boolean;
}

/** Every style the character could strike with, for the dialog, and the id of the best. */
export function styleOffers(
  derived: Pick<ContestDerived, "styles" | "wielded">,
  attributes: Readonly<Record<Attribute, number>>,
  kind: AttackKind,
): { offers: StyleOffer[]; best: string } {
  const attributeOf = strikeAttribute(kind);
  const offers = derived.styles
    .filter((s): s is StyleSummary & { id: string } => !!s.id)
    .map((s) => {
      const untrained = untrainedEffects(s.gear, derived.wielded);
      const target = attributes[attributeOf(s)] + s.rank + untrained.penalty;
      return { id: s.id, name: s.name, target, bane: untrained.bane };
    });
  return { offers, best: pickStyle(derived, attributes, attributeOf)?.id ?? "" };
}

/** The style picked in the dialog, as it comes over the wire: a blank (the best) or an item id. */
export function parseStyleChoice(raw: unknown): string {
  if (raw === undefined || raw === "") return "";
  if (typeof raw !== "string" || !/^[A-Za-z0-9]{1,16}$/.test(raw)) throw new RuleError("MANIFOLD.Query.Malformed", { what: "style" });
  return raw;
}
