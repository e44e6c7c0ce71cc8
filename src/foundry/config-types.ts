/** Tells fvtt-types about Manifold's settings and flags, so reads and writes are typed. */
declare global {
  interface SettingConfig {
    "manifold.ruleset": string;
    "manifold.worldSchema": number;
    "manifold.contestInitiativeDie": string;
    "manifold.energyInitiativeFormula": string;
    "manifold.rollunderDeathTable": string;
    "manifold.woundtrackStandardCheck": string;
    "manifold.woundtrackWildCheck": string;
  }
}
export {};
