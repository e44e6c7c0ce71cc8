/** A header the tracker draws before the row at `index` (rows in turn order). */
export interface GroupHeader {
  index: number;
  name: string;
}

/**
 * Where the tracker's group headers go: before the first row of each run of rows in one group
 * (core v13 keeps CombatantGroups but its tracker draws none). A row without a group ends the
 * run without a header. Free of Foundry, so the gallery places the same headers.
 */
export function groupHeaders(groups: readonly (string | null)[]): GroupHeader[] {
  return groups.flatMap((name, index) => (name !== null && name !== groups[index - 1] ? [{ index, name }] : []));
}
