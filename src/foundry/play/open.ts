import type { OpenRequest } from "../../core/play/open";
import { requestOpen as request } from "../../core/play/open-flow";
import type { Opening as CoreOpening } from "../../core/play/port";
import { foundryPort } from "./port";

/** An attack the deciding client has checked, over Foundry's documents. */
export type Opening = CoreOpening<Actor.Implementation, TokenDocument.Implementation>;

/** Opens the attack here, at the active GM's, or with no GM online here; false when no card was opened. */
export function requestOpen(req: OpenRequest): Promise<boolean> {
  return request(foundryPort, req);
}
