import type { SchemaSpec } from "../../core/schema";
import { toFields } from "./fields";
import { migrateSystem, type SystemMigration } from "../../core/migrate";

type AnyDocument = foundry.abstract.Document.Any;

/**
 * A TypeDataModel for one namespaced type, built from its pure spec. `derive` runs after
 * ActiveEffects have changed the base data, so derived values see every effect.
 */
export function makeModel(spec: SchemaSpec, derive?: (model: ManifoldModel) => void, migrate?: SystemMigration) {
  return class extends ManifoldModel {
    static override defineSchema() {
      return { ...toFields(spec), _preserved: new foundry.data.fields.ObjectField({ required: false }) };
    }

    // The type's renames first, then unknown keys into _preserved: both before Foundry cleans the
    // source, which drops every key the schema does not name (core/migrate.ts).
    static override migrateData(source: Record<string, unknown>) {
      migrateSystem(spec, migrate, source);
      return super.migrateData(source);
    }

    override prepareDerivedData() {
      super.prepareDerivedData();
      derive?.(this);
    }
  };
}

/** The common base so glue code can name "any Manifold system data". */
export class ManifoldModel extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema, AnyDocument> {
  /** Values computed from the stored data; never saved. */
  derived: Record<string, unknown> = {};

  /** The stored data as a plain object, for the pure rules. */
  plain(): Record<string, unknown> {
    return this.toObject() as Record<string, unknown>;
  }
}
