/**
 * The self-test's report as the dialog shows it and as a GM copies it into a bug report: each
 * check with its verdict, what it saw, and why it failed or was skipped, in the GM's words.
 */
import type { CheckReport } from "./run";

type Word = (key: string, data?: Record<string, string | number>) => string;

const ICON = { pass: "fa-solid fa-circle-check", fail: "fa-solid fa-circle-xmark", skip: "fa-solid fa-circle-minus" } as const;
const STATUS = { pass: "MANIFOLD.SelfTest.Status.pass", fail: "MANIFOLD.SelfTest.Status.fail", skip: "MANIFOLD.SelfTest.Status.skip" } as const;

export function reportView(reports: readonly CheckReport[] | null, running: boolean, word: Word) {
  const rows = (reports ?? []).map((r) => ({
    id: r.id,
    label: word(r.label),
    status: r.status,
    statusLabel: word(STATUS[r.status]),
    icon: ICON[r.status],
    saw: r.saw.map((s) => word(s.key, s.data)),
    reason: r.reason ? word(r.reason.key, r.reason.data) : null,
  }));
  const count = (status: CheckReport["status"]) => rows.filter((r) => r.status === status).length;
  return {
    intro: word("MANIFOLD.SelfTest.Intro", { folder: word("MANIFOLD.SelfTest.Folder") }),
    running,
    rows,
    summary: reports ? word("MANIFOLD.SelfTest.Summary", { pass: count("pass"), fail: count("fail"), skip: count("skip") }) : null,
  };
}

/** The report as plain text for a bug report: who ran what, then one block per check. */
export function reportText(view: ReturnType<typeof reportView>, header: readonly string[]): string {
  const blocks = view.rows.map((r) => [`[${r.statusLabel}] ${r.label}`, ...r.saw.map((s) => `  - ${s}`), ...(r.reason ? [`  ! ${r.reason}`] : [])].join("\n"));
  return [...header, view.summary ?? "", "", ...blocks].join("\n");
}
