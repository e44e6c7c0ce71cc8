/**
 * Checks on face values handed in from outside (a Foundry roll, a chat card, a test), so a
 * malformed roll fails loudly instead of producing a plausible wrong result.
 */

export function assertDieSize(faces: number, least = 1): void {
  if (!Number.isInteger(faces) || faces < least) {
    throw new RangeError(`a die needs a whole number of faces >= ${least}, got ${faces}`);
  }
}

export function assertFace(face: number, faces: number): void {
  if (!Number.isInteger(face) || face < 1 || face > faces) {
    throw new RangeError(`a d${faces} cannot show ${face}`);
  }
}
