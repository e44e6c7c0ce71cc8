/**
 * The sheets' answers to who reads them, read from the glue itself (Foundry is not here to run
 * it): both base sheets strip the live buttons for a reader who may not edit, after core's render.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("read-only sheets", () => {
  it.each(["src/foundry/sheets/actor-sheet.ts", "src/foundry/sheets/item-sheet.ts"])("%s strips the live buttons when the sheet is not editable", (file) => {
    const source = readFileSync(file, "utf8");
    const body = source.slice(source.indexOf("override async _onRender("));
    expect(body).toMatch(/await super\._onRender\(context, options\);\s+if \(!this\.isEditable\) stripLiveActions\(this\.element\);/);
  });
});
