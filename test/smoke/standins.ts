/**
 * Recorded stand-ins for the Foundry calls Manifold's init makes. Not a simulation of Foundry:
 * each stand-in only records what it was given, so the smoke test can read it back.
 */
export interface Recorded {
  hooks: Map<string, ((...args: unknown[]) => unknown)[]>;
  sheets: { documentName: string; types: string[]; cls: unknown }[];
  settings: Map<string, Record<string, unknown>>;
  /** settings menus (Game Settings buttons) */
  menus: Map<string, Record<string, unknown>>;
  templates: string[];
  /** socket channels listened on */
  sockets: string[];
}

class Field {
  constructor(public options: Record<string, unknown> = {}) {}
}
class SchemaField extends Field {
  constructor(public fields: Record<string, unknown>, options: Record<string, unknown> = {}) {
    super(options);
  }
}
class ArrayField extends Field {
  constructor(public element: unknown, options: Record<string, unknown> = {}) {
    super(options);
  }
}

export function installStandins(settingValues: Record<string, unknown>): Recorded {
  const recorded: Recorded = { hooks: new Map(), sheets: [], settings: new Map(), menus: new Map(), templates: [], sockets: [] };
  const on = (name: string, fn: (...args: unknown[]) => unknown) => {
    recorded.hooks.set(name, [...(recorded.hooks.get(name) ?? []), fn]);
    return 1;
  };
  class Base {}
  class Doc extends Base {
    static documentName = "Document";
  }
  const named = (documentName: string) => class extends Doc {
    static override documentName = documentName;
  };
  const config = (name: string) => ({ documentClass: named(name), dataModels: {} as Record<string, unknown> });
  const g = globalThis as Record<string, unknown>;
  g.Hooks = { on, once: on, callAll: () => true };
  g.Actor = named("Actor");
  g.Item = named("Item");
  g.Combat = named("Combat");
  g.Combatant = named("Combatant");
  g.ChatMessage = named("ChatMessage");
  g.CONFIG = {
    Actor: config("Actor"),
    Item: config("Item"),
    Combat: config("Combat"),
    Combatant: config("Combatant"),
    ChatMessage: config("ChatMessage"),
    RegionBehavior: { dataModels: {} as Record<string, unknown>, typeIcons: {} as Record<string, string> },
    ActiveEffect: {},
    Token: {} as Record<string, unknown>,
    Dice: { rolls: [] as unknown[], rollModes: {} },
    ui: {},
    statusEffects: [],
    // Core v13's own special statuses, which init keeps toggleable.
    specialStatusEffects: { DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind", BURROW: "burrow", HOVER: "hover", FLY: "fly" },
    time: { turnTime: 0, roundTime: 6 },
  };
  g.CONST = { GRID_TYPES: { SQUARE: 1 }, GRID_DIAGONALS: { EQUIDISTANT: 0 } };
  g.game = {
    system: { id: "manifold" },
    settings: {
      register: (ns: string, key: string, data: Record<string, unknown>) => recorded.settings.set(`${ns}.${key}`, data),
      registerMenu: (ns: string, key: string, data: Record<string, unknown>) => recorded.menus.set(`${ns}.${key}`, data),
      get: (ns: string, key: string) => settingValues[`${ns}.${key}`] ?? recorded.settings.get(`${ns}.${key}`)?.default,
    },
    i18n: { localize: (k: string) => k, format: (k: string) => k },
    socket: { on: (channel: string) => recorded.sockets.push(channel), emit: () => undefined },
  };
  class App {}
  g.foundry = {
    abstract: { TypeDataModel: class {
      static migrateData(source: unknown) {
        return source;
      }
    } },
    data: {
      // Core's base for a Region behavior's data (Wound Track's difficult terrain).
      regionBehaviors: { RegionBehaviorType: class RegionBehaviorType {} },
      fields: {
        NumberField: Field,
        StringField: Field,
        BooleanField: Field,
        HTMLField: Field,
        ObjectField: Field,
        AnyField: Field,
        SchemaField,
        ArrayField,
      },
    },
    dice: { Roll: class Roll {} },
    // Core's token ruler, which a ruleset's ruler subclasses at init (Roll-Under's feet, Wound Track's AP).
    canvas: { placeables: { tokens: { TokenRuler: class TokenRuler {} } } },
    applications: {
      api: { HandlebarsApplicationMixin: (base: new () => object) => class extends base {}, DialogV2: {}, ApplicationV2: App },
      sheets: { ActorSheet: App, ItemSheet: App },
      sidebar: { tabs: { CombatTracker: App } },
      apps: {
        DocumentSheetConfig: {
          registerSheet: (doc: { documentName: string }, _scope: string, cls: unknown, opts: { types: string[] }) =>
            recorded.sheets.push({ documentName: doc.documentName, types: opts.types, cls }),
        },
      },
      handlebars: { loadTemplates: async (paths: string[]) => void recorded.templates.push(...paths) },
    },
    utils: {},
  };
  return recorded;
}
