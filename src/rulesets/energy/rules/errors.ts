/** Refusals of this ruleset are the shared RuleError (src/core/errors.ts). */
export { RuleError } from "../../../core/errors";
