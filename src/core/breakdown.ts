/** A number together with where it comes from, so a sheet can show its parts. */
export interface Part {
  /** lang key, or a document name the user wrote */
  label: string;
  value: number;
}
export interface Breakdown {
  total: number;
  parts: Part[];
}

export function breakdown(...parts: Part[]): Breakdown {
  const kept = parts.filter((p) => p.value !== 0 || parts.length === 1);
  return { total: kept.reduce((sum, p) => sum + p.value, 0), parts: kept };
}

export function addPart(b: Breakdown, part: Part): Breakdown {
  return part.value === 0 ? b : { total: b.total + part.value, parts: [...b.parts, part] };
}
