/** Hooks fvtt-types 13.345 does not list or type; the casts live with the other look-ups (lookup.ts). */
export { callHook, onHook } from "./lookup";
