/** A source of uniform numbers in [0, 1). Pure rules take one so tests are deterministic. */
export interface RandomSource {
  next(): number;
}


/** One face of a die with `faces` sides, 1..faces. */
export function rollDie(rng: RandomSource, faces: number): number {
  return 1 + Math.floor(rng.next() * faces);
}
