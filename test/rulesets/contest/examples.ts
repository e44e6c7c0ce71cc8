/**
 * The seed's example fighting styles (contest.style.9): sample data, not rules. The compendium
 * and tests read them from here so the packs and the gear keys cannot drift apart. Gear is
 * written as style gear keys (style.normaliseGear): "unarmed fighting" reads as "unarmed".
 */
export interface ExampleStyle {
  /** lang key of the style's name */
  name: string;
  attribute: "str" | "agi";
  gear: readonly string[];
}

export const EXAMPLE_STYLES: readonly ExampleStyle[] = [
  // The seed spells it "arbolest"; the pack uses the usual spelling.
  { name: "MANIFOLD.contest.Example.baldrianNoble", attribute: "agi", gear: ["rapier", "dagger", "whip", "arbalest", "hand crossbow"] },
  { name: "MANIFOLD.contest.Example.classicalKnight", attribute: "str", gear: ["full armor", "shield", "longsword", "lance", "flail"] },
  { name: "MANIFOLD.contest.Example.elvenAshlander", attribute: "agi", gear: ["partial armor", "twinblade", "shortsword", "javelin", "bola"] },
  { name: "MANIFOLD.contest.Example.forestBandit", attribute: "agi", gear: ["partial armor", "dagger", "shortbow", "unarmed fighting", "club"] },
  { name: "MANIFOLD.contest.Example.nordlingHunter", attribute: "agi", gear: ["partial armor", "hatchet", "spear", "longbow", "net"] },
  { name: "MANIFOLD.contest.Example.sahaniRider", attribute: "str", gear: ["partial armor", "shield", "glaive", "shortsword", "spear"] },
];
