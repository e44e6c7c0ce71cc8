/**
 * A GM's placing of a token. The mover's client names each waypoint's action, so a player could
 * call any walk a "blink"; only a move the server says a GM made, with a blink or a displacement,
 * is a placement rather than the creature's own move (it spends no movement and provokes nobody).
 */
export function gmPlacement(actions: readonly (string | undefined)[], moverIsGM: boolean): boolean {
  return moverIsGM && actions.some((a) => a === "blink" || a === "displace");
}
