import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { close, launch, open, page } from "./harness";
import { makeRenderer, missingKeys, word } from "./render";
import type { CheckReport } from "../../src/core/selftest/run";
import { reportView } from "../../src/core/selftest/view";

/**
 * The "Check this world" window as a GM sees it: before a run, a run where everything passed, and
 * one with a failed and a skipped check, each in both themes with no console error and no serious
 * axe finding.
 */
const render = makeRenderer();
const passed = (id: string, saw: CheckReport["saw"] = []): CheckReport => ({ id, label: `MANIFOLD.SelfTest.Check.${id}`, status: "pass", saw, reason: null });
const exchangeSaw: CheckReport["saw"] = [
  { key: "MANIFOLD.SelfTest.Saw.Card", data: {} },
  { key: "MANIFOLD.SelfTest.Saw.Pool", data: { pool: "Health", before: 8, after: 2 } },
  { key: "MANIFOLD.SelfTest.Saw.Undone", data: { pool: "Health", value: 8 } },
];
const combatChecks: CheckReport[] = [
  passed("combat", [
    { key: "MANIFOLD.SelfTest.Saw.Started", data: { round: 1 } },
    { key: "MANIFOLD.SelfTest.Saw.Turns", data: { round: 1, attacker: 1, defender: 1 } },
    { key: "MANIFOLD.SelfTest.Saw.Reset", data: { path: "system.ap", spent: "0", value: "3", writes: 3 } },
    { key: "MANIFOLD.SelfTest.Saw.Turns", data: { round: 2, attacker: 1, defender: 1 } },
    { key: "MANIFOLD.SelfTest.Saw.Reset", data: { path: "system.ap", spent: "0", value: "3", writes: 3 } },
  ]),
  passed("trackerMenu", [{ key: "MANIFOLD.SelfTest.Saw.Entries", data: { declared: 3, offered: 9 } }]),
  passed("move", [{ key: "MANIFOLD.SelfTest.Saw.Moved", data: { spaces: 1, path: "system.moved", before: "0", after: "1" } }]),
  passed("daughters", [
    { key: "MANIFOLD.SelfTest.Saw.Statuses", data: { value: "unconscious, prone" } },
    { key: "MANIFOLD.SelfTest.Saw.Statuses", data: { value: "—" } },
  ]),
];
const RUNS: Record<string, { reports: CheckReport[] | null; says: string[] }> = {
  "selftest-ready": { reports: null, says: ["Manifold self-test (temporary)", "Run the checks"] },
  "selftest-all-pass": {
    reports: [passed("exchange", exchangeSaw), passed("relay", exchangeSaw), passed("tray"), ...combatChecks, passed("tokenBar", [{ key: "MANIFOLD.SelfTest.Saw.Edited", data: { path: "system.health.value", value: 0 } }, { key: "MANIFOLD.SelfTest.Saw.Followed", data: { what: "unconscious", value: "unconscious, prone" } }]), passed("migration", [{ key: "MANIFOLD.SelfTest.Saw.Migration", data: { stored: 3, latest: 3 } }])],
    says: ["9 passed, 0 failed, 0 skipped", "Health: 8 → 2", "Round 2: the attacker held 1 turn(s), the defender 1.", "Conditions: unconscious, prone", "Copy the report"],
  },
  "selftest-fail-skip": {
    reports: [
      { id: "exchange", label: "MANIFOLD.SelfTest.Check.exchange", status: "fail", saw: exchangeSaw.slice(0, 2), reason: { key: "MANIFOLD.SelfTest.Fail.NotUndone", data: { before: 8, value: 2 } } },
      { id: "relay", label: "MANIFOLD.SelfTest.Check.relay", status: "skip", saw: [], reason: { key: "MANIFOLD.SelfTest.Skip.NoPlayer", data: {} } },
      passed("tray"),
      { id: "trackerMenu", label: "MANIFOLD.SelfTest.Check.trackerMenu", status: "fail", saw: [], reason: { key: "MANIFOLD.SelfTest.Fail.EntriesMissing", data: { missing: "Toggle Surprised" } } },
      passed("tokenBar"),
      passed("migration"),
    ],
    says: ["3 passed, 2 failed, 1 skipped", "Undo left the pool at 2, not 8.", "The tracker's menu lacks: Toggle Surprised.", "Skipped"],
  },
};

beforeAll(launch);
afterAll(close);

describe("the self-test report (headless Chromium)", () => {
  for (const [name, run] of Object.entries(RUNS)) {
    it(name, async () => {
      const view = reportView(run.reports, false, word);
      const body = `<div class="application" style="width: 560px"><header class="window-header"><h1 class="window-title">${word("MANIFOLD.SelfTest.Title")}</h1></header><section class="window-content">${render("templates/shared/selftest/report.hbs", view)}</section></div>`;
      const r = await open(name, page(name, body, "gallery"), ".self-test");
      expect(r.errors).toEqual([]);
      expect(r.a11y).toEqual([]);
      for (const text of run.says) expect(r.text).toContain(text);
      expect([...missingKeys]).toEqual([]);
    });
  }
});
