import type { TrackerResource } from "../../core/tracker-resource";

/**
 * The context of templates/shared/combat/tracker-resources.hbs: a ruleset's resources with their
 * labels in the reader's language. Free of Foundry, so the gallery renders the tracker's own rows.
 */
export function resourcesView(resources: readonly TrackerResource[], localize: (key: string) => string): { resources: TrackerResource[] } {
  return { resources: resources.map((r) => ({ ...r, label: localize(r.label) })) };
}
