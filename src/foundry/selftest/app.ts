/**
 * The "Check this world" window (Game Settings → Manifold): a Run button, then the report, and a
 * Copy button for a bug report. The same checks run as a Quench batch when Quench is active.
 * The checks themselves load only when run: no player's client downloads them.
 */
import type { CheckReport } from "../../core/selftest/run";
import { notifyError } from "../play/press";
import { SYSTEM_ID } from "../settings";

type Word = (key: string, data?: Record<string, string | number>) => string;
const word: Word = (key, data) => (data ? game.i18n!.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : game.i18n!.localize(key));

interface AppInstance {
  render(options?: boolean | Record<string, unknown>): Promise<unknown>;
}
type AppClass = (abstract new (...args: never[]) => AppInstance) & { DEFAULT_OPTIONS: Record<string, unknown>; PARTS: Record<string, { template: string }> };
const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
const Base = HandlebarsApplicationMixin(ApplicationV2) as unknown as AppClass;

const checkThisWorld = async () => (await import("./run")).checkThisWorld();
const view = () => import("../../core/selftest/view");

const header = () => [word("MANIFOLD.SelfTest.Header", { manifold: game.system?.version ?? "", foundry: game.version ?? "", ruleset: game.settings!.get(SYSTEM_ID, "ruleset") as string })];

export class SelfTestApp extends Base {
  static override DEFAULT_OPTIONS = {
    id: "manifold-self-test",
    classes: ["manifold", "self-test-window"],
    window: { title: "MANIFOLD.SelfTest.Title", icon: "fa-solid fa-stethoscope" },
    position: { width: 560, height: "auto" },
    actions: { run: SelfTestApp.run, copy: SelfTestApp.copy },
  };
  static override PARTS = { report: { template: "systems/manifold/templates/shared/selftest/report.hbs" } };

  reports: CheckReport[] | null = null;
  running = false;

  async _prepareContext(): Promise<Record<string, unknown>> {
    return (await view()).reportView(this.reports, this.running, word);
  }

  static async run(this: SelfTestApp): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.render();
    try {
      this.reports = await checkThisWorld();
    } catch (err) {
      notifyError(err);
    } finally {
      this.running = false;
      await this.render();
    }
  }

  static async copy(this: SelfTestApp): Promise<void> {
    const { reportText, reportView } = await view();
    await game.clipboard?.copyPlainText(reportText(reportView(this.reports, false, word), header()));
    ui.notifications?.info(game.i18n!.localize("MANIFOLD.SelfTest.Copied"));
  }
}

interface QuenchContext {
  describe(name: string, fn: () => void): void;
  it(name: string, fn: () => Promise<void>): void;
  assert: { equal(actual: unknown, expected: unknown, message?: string): void };
}

/** The menu in Game Settings, for GMs; and the Quench batch for developers who have Quench. */
export function registerSelfTest(): void {
  game.settings!.registerMenu(SYSTEM_ID, "selfTest", {
    name: "MANIFOLD.SelfTest.Menu.Name",
    label: "MANIFOLD.SelfTest.Menu.Label",
    hint: "MANIFOLD.SelfTest.Menu.Hint",
    icon: "fa-solid fa-stethoscope",
    type: SelfTestApp as never,
    restricted: true,
  });
  Hooks.once("quenchReady" as never, ((quench: { registerBatch(key: string, fn: (context: QuenchContext) => void, options: Record<string, unknown>): void }) => {
    quench.registerBatch(
      "manifold.checkThisWorld",
      ({ describe, it, assert }) => {
        describe(game.i18n!.localize("MANIFOLD.SelfTest.Title"), () => {
          it(game.i18n!.localize("MANIFOLD.SelfTest.Run"), async () => {
            for (const r of await checkThisWorld()) assert.equal(r.status === "fail" ? `${word(r.label)}: ${r.reason ? word(r.reason.key, r.reason.data) : ""}` : "ok", "ok");
          });
        });
      },
      { displayName: "Manifold: Check this world" },
    );
  }) as never);
}
