/**
 * A rendered sheet's form as v13 submits it, read from the HTML our templates produce: the
 * controls FormDataExtended reads, the flat object it builds, the expansion
 * `_processFormData` starts from, and the schema cleaning `_prepareSubmitData` applies after it.
 * Only the parts of those steps our forms exercise; it does not stand in for Foundry elsewhere.
 */
import type { SchemaSpec } from "../../src/core/schema";

type Plain = Record<string, unknown>;

export interface Control {
  tag: "input" | "select" | "textarea" | "prose-mirror";
  name: string;
  type: string;
  value: string;
  checked: boolean;
  disabled: boolean;
  options: string[];
  min?: number;
  max?: number;
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith("#")) return String.fromCodePoint(parseInt(code.slice(1), 10));
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

function attributes(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of source.matchAll(/([^\s="/>]+)(?:\s*=\s*"([^"]*)")?/g)) out.set(m[1]!.toLowerCase(), decode(m[2] ?? ""));
  return out;
}

const num = (v: string | undefined) => (v === undefined || v === "" ? undefined : Number(v));

/** Every named form control in document order. */
export function controls(html: string): Control[] {
  const out: Control[] = [];
  for (const m of html.matchAll(/<(input|select|textarea|prose-mirror)\b([^>]*)>/gi)) {
    const tag = m[1]!.toLowerCase() as Control["tag"];
    const attrs = attributes(m[2]!);
    const name = attrs.get("name");
    if (!name) continue;
    const rest = html.slice(m.index! + m[0].length);
    const control: Control = { tag, name, type: attrs.get("type") ?? "text", value: attrs.get("value") ?? "", checked: attrs.has("checked"), disabled: attrs.has("disabled"), options: [] };
    const min = num(attrs.get("min"));
    const max = num(attrs.get("max"));
    if (min !== undefined) control.min = min;
    if (max !== undefined) control.max = max;
    if (tag === "textarea") control.value = decode(rest.slice(0, rest.indexOf("</textarea>")));
    if (tag === "select") {
      const body = rest.slice(0, rest.indexOf("</select>"));
      const options = [...body.matchAll(/<option\b([^>]*)>/gi)].map((o) => attributes(o[1]!));
      control.options = options.map((o) => o.get("value") ?? "");
      control.value = options.find((o) => o.has("selected"))?.get("value") ?? control.options[0] ?? "";
    }
    out.push(control);
  }
  return out;
}

/** How many `name="..."` attributes the HTML carries, to prove no control was missed. */
export const namedCount = (html: string) => [...html.matchAll(/\sname="[^"]*"/g)].length;

/** The value FormDataExtended reads from one control. */
export function formValue(c: Control): unknown {
  if (c.tag === "input" && c.type === "checkbox") return c.checked;
  if (c.tag === "input" && c.type === "number") return c.value === "" ? null : Number(c.value);
  return c.value;
}

/** The flat object of a form: enabled named controls only, as FormDataExtended builds it. */
export function formObject(list: readonly Control[]): Plain {
  return Object.fromEntries(list.filter((c) => !c.disabled).map((c) => [c.name, formValue(c)]));
}

/** foundry.utils.expandObject for the keys forms use: dotted paths become nested objects. */
export function expand(flat: Plain): Plain {
  const out: Plain = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split(".");
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Plain;
    node[parts.at(-1)!] = value;
  }
  return out;
}

/** The document fields a sheet's form may write besides `system`. */
const DOCUMENT_FIELDS = new Set(["name", "img"]);

function cleanSystem(spec: SchemaSpec, data: Plain): Plain {
  const out: Plain = {};
  for (const [key, value] of Object.entries(data)) {
    const field = spec[key];
    if (!field) continue;
    out[key] = field.kind === "object" && typeof value === "object" && value !== null ? cleanSystem(field.fields, value as Plain) : value;
  }
  return out;
}

/** What survives the schema cleaning of v13's `_prepareSubmitData`: keys the schema names. */
export function clean(spec: SchemaSpec, data: Plain): Plain {
  const out: Plain = {};
  for (const [key, value] of Object.entries(data)) {
    if (DOCUMENT_FIELDS.has(key)) out[key] = value;
    if (key === "system" && typeof value === "object" && value !== null) out.system = cleanSystem(spec, value as Plain);
  }
  return out;
}

/** A document update applied to its source: objects merge, arrays and values replace. */
export function applyUpdate<T extends Plain>(source: T, update: Plain): T {
  const out: Plain = structuredClone(source);
  for (const [key, value] of Object.entries(update)) {
    const before = out[key];
    const both = [before, value].every((v) => typeof v === "object" && v !== null && !Array.isArray(v));
    out[key] = both ? applyUpdate(before as Plain, value as Plain) : value;
  }
  return out as T;
}

export const EDITED_PROSE = "<p>Changed <em>prose</em></p>";

/**
 * A different valid value for a control, as a user would give it: prose rewritten, a box ticked
 * the other way, a number one step (down at its maximum), the next choice of a list, a name
 * renamed. `text` gives a typed list its own pair of stored spellings.
 */
export function changedControl(c: Control, text: Readonly<Record<string, [string, string]>> = {}): Control {
  if (c.tag === "prose-mirror" || c.tag === "textarea") return { ...c, value: EDITED_PROSE };
  if (c.type === "checkbox") return { ...c, checked: !c.checked };
  if (c.type === "number") {
    const v = Number(c.value);
    return { ...c, value: String(c.max === undefined || v + 1 <= c.max ? v + 1 : v - 1) };
  }
  if (c.tag === "select") return { ...c, value: c.options.find((o) => o !== c.value) ?? c.value };
  const pair = text[c.name];
  if (pair) return { ...c, value: pair[0] === c.value ? pair[1] : pair[0] };
  return { ...c, value: `${c.value} (renamed)` };
}
