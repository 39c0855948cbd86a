// The untyped validator the JSON-LD tests use (schema-org.testing.ts).
declare module "@adobe/structured-data-validator" {
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: Record<string, unknown>): Promise<unknown[]>;
  }
}
