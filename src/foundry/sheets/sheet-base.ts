/**
 * Typed adapter for Foundry's sheet base classes. fvtt-types 13.345 recurses for minutes on
 * `HandlebarsApplicationMixin(ActorSheet)` subclasses, so sheets extend these bases instead,
 * typed with exactly the members Manifold uses. The runtime classes are Foundry's own.
 */
type Context = Record<string, unknown>;
type RenderOptions = Record<string, unknown>;

/** The part of v13's FormDataExtended a sheet reads: the form's values by input name, flat. */
export interface SubmittedForm {
  readonly object: Record<string, unknown>;
}

export interface SheetInstance {
  readonly isEditable: boolean;
  readonly element: HTMLElement;
  readonly options: Record<string, unknown>;
  tabGroups: Record<string, string>;
  render(options?: boolean | RenderOptions): Promise<unknown>;
  _prepareContext(options: RenderOptions): Promise<Context>;
  _preparePartContext(partId: string, context: Context, options: RenderOptions): Promise<Context>;
  _onRender(context: Context, options: RenderOptions): Promise<void>;
  _prepareTabs(group: string): Record<string, { cssClass?: string }>;
  /** The parts a render may draw (core: a copy of PARTS); a sheet may pick them by mode. */
  _configureRenderParts(options: RenderOptions): Record<string, SheetPart>;
  /** v13 expands the flat form here; what it returns is cleaned against the schema next. */
  _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: SubmittedForm): Context;
  _processSubmitData(event: SubmitEvent, form: HTMLFormElement, submitData: Context, options?: Context): Promise<void>;
}

export interface ActorSheetInstance extends SheetInstance {
  readonly actor: Actor.Implementation;
  _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown>;
}

export interface ItemSheetInstance extends SheetInstance {
  readonly item: Item.Implementation;
}

interface SheetPart {
  template: string;
  scrollable?: string[];
  templates?: string[];
}

export interface SheetStatics {
  DEFAULT_OPTIONS: Record<string, unknown>;
  PARTS: Record<string, SheetPart>;
  TABS: Record<string, { tabs: { id: string; icon?: string }[]; initial: string; labelPrefix?: string }>;
}

type SheetClass<T> = (abstract new (...args: never[]) => T) & SheetStatics;

/** A Manifold sheet class, as a ruleset names it for its actor and item types (registered in init.ts). */
export type ManifoldSheetClass = SheetClass<SheetInstance>;

const { HandlebarsApplicationMixin } = foundry.applications.api;

export const ActorSheetBase = HandlebarsApplicationMixin(foundry.applications.sheets.ActorSheet) as unknown as SheetClass<ActorSheetInstance>;
export const ItemSheetBase = HandlebarsApplicationMixin(foundry.applications.sheets.ItemSheet) as unknown as SheetClass<ItemSheetInstance>;
