import type { FieldSpec, SchemaSpec } from "../../core/schema";

const { fields } = foundry.data;

/**
 * Turns a pure schema description into Foundry data fields. The one place where the dynamic
 * shape of a spec meets fvtt-types' static field types, so the casts stay here.
 */
export function toFields(spec: SchemaSpec): foundry.data.fields.DataSchema {
  return Object.fromEntries(Object.entries(spec).map(([name, field]) => [name, toField(field)]));
}

function toField(field: FieldSpec): foundry.data.fields.DataField.Any {
  switch (field.kind) {
    case "number":
      return new fields.NumberField({
        required: true,
        nullable: false,
        initial: field.initial,
        integer: field.integer ?? false,
        ...(field.min === undefined ? {} : { min: field.min }),
        ...(field.max === undefined ? {} : { max: field.max }),
      });
    case "string":
      return new fields.StringField({
        required: true,
        blank: field.blank ?? true,
        initial: field.initial,
        ...(field.choices ? { choices: [...field.choices] } : {}),
      });
    case "boolean":
      return new fields.BooleanField({ initial: field.initial });
    case "html":
      return new fields.HTMLField({ required: true, blank: true, initial: field.initial });
    case "object":
      return field.nullable
        ? new fields.SchemaField(toFields(field.fields), { required: false, nullable: true, initial: null } as never)
        : new fields.SchemaField(toFields(field.fields));
    case "scalar":
      return new fields.AnyField({ required: false, nullable: true, initial: null });
    case "array":
      return new fields.ArrayField(toField(field.element) as foundry.data.fields.DataField.Any, {
        ...(field.max === undefined ? {} : { max: field.max }),
      }) as unknown as foundry.data.fields.DataField.Any;
  }
}
