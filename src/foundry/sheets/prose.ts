import { htmlPaths, type SchemaSpec } from "../../core/schema";

/** One rich-text field as its template needs it. */
export interface ProseField {
  /** the form name the ProseMirror editor submits */
  name: string;
  /** the stored HTML, which the editor edits */
  value: string;
  /** what everyone else sees: links resolved, inline rolls live, secrets only for owners */
  enriched: string;
  /** the document the editor belongs to */
  uuid: string;
}

type ProseDocument = Actor.Implementation | Item.Implementation;

const valueAt = (source: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((node, key) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined), source);

/**
 * A sheet's rich-text fields (every html field of its type), keyed by path. Stored HTML goes
 * to the editor; enriched HTML is shown, so an observer never sees the owner's secrets.
 */
export async function proseContext(document: ProseDocument, spec: SchemaSpec | undefined, source: unknown): Promise<Record<string, ProseField>> {
  const { TextEditor } = foundry.applications.ux;
  const fields = await Promise.all(
    htmlPaths(spec ?? {}).map(async (path): Promise<[string, ProseField]> => {
      const value = String(valueAt(source, path) ?? "");
      const enriched = await TextEditor.implementation.enrichHTML(value, { secrets: document.isOwner, relativeTo: document, rollData: document.getRollData() });
      return [path, { name: `system.${path}`, value, enriched, uuid: document.uuid }];
    }),
  );
  return Object.fromEntries(fields);
}
