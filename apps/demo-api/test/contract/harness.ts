/**
 * Contract harness: validates real responses of the demo backend against the official Store API OpenAPI schema,
 * as Shopware's own `@shopware/api-client` publishes it (`api-types/storeApiSchema.json`), pinned in
 * package.json: 1.5.1 carries Shopware 6.7.10.1 (the primary document), 1.6.0 carries 6.7.13.0 (the paths only it
 * has, e.g. customized products). Both come with `pnpm install`: a fresh clone needs nothing beside it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { ErrorObject, ValidateFunction } from "ajv";
import Ajv2020Module from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

// ajv and ajv-formats are CommonJS; under ESM interop the class sits on `.default`.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ??
  Ajv2020Module) as typeof Ajv2020Module;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

type Json = Record<string, unknown>;

/** The two schema documents the harness knows. */
export type SchemaVersion = "6.7.10.1" | "6.7.13.0";

/** The pinned devDependency (an npm alias for the older one) that ships each schema document. */
const SCHEMA_PACKAGES: Record<SchemaVersion, string> = {
  "6.7.10.1": "shopware-api-client-6.7.10",
  "6.7.13.0": "@shopware/api-client",
};

const require = createRequire(import.meta.url);

/** The path of a schema document inside its package (whose exports do not list it: found beside the main entry). */
export function schemaFile(version: SchemaVersion): string {
  const main = require.resolve(SCHEMA_PACKAGES[version]);
  return path.join(main, "../../api-types/storeApiSchema.json");
}

/**
 * Errata: places where the published schema contradicts what Shopware itself sends. Each is the smallest change
 * that lets the real wire shape through; nothing else is loosened.
 */
function applyErrata(doc: Json): void {
  const schemas = (doc.components as Json).schemas as Record<string, Json>;
  // Shopware's CartPrice::TAX_STATE_GROSS is "gross" (the default for B2C sales channels); 6.7.10.1 lists only
  // "net" and "tax-free".
  const calculatedPrice = schemas.CalculatedPrice?.properties as Record<string, Json> | undefined;
  const taxStatus = calculatedPrice?.taxStatus;
  if (taxStatus && Array.isArray(taxStatus.enum) && !taxStatus.enum.includes("gross")) {
    taxStatus.enum = ["gross", ...taxStatus.enum];
  }
  // LineItem::$payload is array<string, mixed>: a product payload for products, a promotion payload for
  // promotions. The schema types every payload as a full ProductJsonApi; we keep it an object.
  const lineItem = schemas.LineItem?.properties as Record<string, Json> | undefined;
  if (lineItem?.payload) lineItem.payload = { type: "object" };
  // Product.calculatedPrices items combine `allOf: [CalculatedPrice]` with `additionalProperties: false` and no
  // properties of their own, which forbids every property: no price could ever match. Drop the contradiction.
  const calculatedPrices = (schemas.Product?.properties as Record<string, Json> | undefined)
    ?.calculatedPrices;
  const priceItems = calculatedPrices?.items as Json | undefined;
  if (priceItems && priceItems.additionalProperties === false && Array.isArray(priceItems.allOf)) {
    delete priceItems.additionalProperties;
  }
  // Order, OrderDelivery, OrderTransaction and OrderLineItem type the price JSON fields' parts as plain objects
  // (the generator's mapping of DAL JSON fields) while the CalculatedPrice they also $ref requires arrays, and
  // real orders carry arrays and nulls there. Let those named parts be what CalculatedPrice says they are.
  for (const name of ["Order", "OrderDelivery", "OrderTransaction", "OrderLineItem"]) {
    const walk = (node: unknown) => {
      if (!node || typeof node !== "object") return;
      const properties = (node as Json).properties as Record<string, Json> | undefined;
      for (const [key, property] of Object.entries(properties ?? {})) {
        if (property?.type === "object" && (key === "calculatedTaxes" || key === "taxRules")) {
          property.type = ["array", "object"];
        } else if (property?.type === "object" && /^(referencePrice|listPrice|regulationPrice)$/.test(key)) {
          property.type = ["object", "null"];
        } else {
          walk(property);
        }
      }
    };
    walk(schemas[name]);
  }
  // A cart's and an order's price is Shopware's CartPrice (Checkout/Cart/Price/Struct/CartPrice.php, apiAlias
  // "cart_price", without a unit price or quantity); 6.7.10.1 types both as a CalculatedPrice, 6.7.13.0 corrects
  // it with its own CartPrice schema, taken from there.
  if (!schemas.CartPrice) {
    const later = JSON.parse(readFileSync(schemaFile("6.7.13.0"), "utf8")) as Json;
    schemas.CartPrice = ((later.components as Json).schemas as Record<string, Json>).CartPrice as Json;
    for (const name of ["Cart", "Order"]) {
      const properties = schemas[name]?.properties as Record<string, Json> | undefined;
      if (properties?.price) properties.price = { $ref: "#/components/schemas/CartPrice" };
    }
  }
  // saveProductReview: ProductReviewSaveRoute::save returns a NoContentResponse (204, empty body); the schema
  // documents only a 200 without a body.
  const saveReview = (doc.paths as Record<string, Json>)["/product/{productId}/review"]?.post as
    | Json
    | undefined;
  const saveReviewResponses = saveReview?.responses as Record<string, Json> | undefined;
  if (saveReviewResponses && !saveReviewResponses["204"])
    saveReviewResponses["204"] = { description: "No Content" };
  // Context::$currencyFactor is a float (Framework/Context.php: `protected float $currencyFactor`): 0.93 for CHF.
  // The schema types the SalesChannelContext's context.currencyFactor as an integer.
  const contextNode = (schemas.SalesChannelContext?.properties as Record<string, Json> | undefined)?.context;
  for (const variant of [contextNode, ...((contextNode?.anyOf as Json[] | undefined) ?? [])]) {
    const factor = (variant?.properties as Record<string, Json> | undefined)?.currencyFactor;
    if (factor) {
      for (const key of Object.keys(factor)) delete factor[key];
      factor.type = ["number", "null"];
    }
  }
  // Country.addressFormat is Shopware's address layout: an array of lines, each an array of [type, field] pairs.
  const countryProperties = schemas.Country?.properties as Record<string, Json> | undefined;
  if (countryProperties?.addressFormat) countryProperties.addressFormat = { type: ["array", "object"] };
  // Swag Customized Products puts a "customized-products" container (children "customized-products-option",
  // "option-values") into the cart; the core enum does not know the plugin's types.
  const orderLineItemType = (schemas.OrderLineItem?.properties as Record<string, Json> | undefined)?.type;
  if (orderLineItemType && Array.isArray(orderLineItemType.enum)) {
    for (const extra of ["customized-products", "customized-products-option", "option-values"]) {
      if (!orderLineItemType.enum.includes(extra)) orderLineItemType.enum.push(extra);
    }
  }
  // A search result's `aggregations` is an AggregationResultCollection keyed by aggregation name: a JSON object
  // when there are results, PHP's empty array `[]` when there are none (Framework/DataAbstractionLayer/Search/
  // AggregationResult/AggregationResultCollection.php, `$this->set($result->getName(), $result)`). The schema types
  // it as an array in EntitySearchResult and as an object in the list responses: accept both, nothing else.
  const widenAggregations = (node: unknown, seen = new Set<unknown>()) => {
    if (!node || typeof node !== "object" || seen.has(node)) return;
    seen.add(node);
    const aggregations = ((node as Json).properties as Record<string, Json> | undefined)?.aggregations;
    if (aggregations && (aggregations.type === "array" || aggregations.type === "object")) {
      aggregations.type = ["array", "object"];
      delete aggregations.items;
    }
    for (const value of Object.values(node as Json)) widenAggregations(value, seen);
  };
  widenAggregations(doc.components);
  widenAggregations(doc.paths);
}

/**
 * Shopware serializes an unset optional field as null (customFields, updatedAt, trackingUrl, …), the generated
 * schema types it without null. Optional properties may therefore be null; required ones keep their type.
 */
function allowNullForOptionalProperties(node: unknown, seen = new Set<unknown>()): void {
  if (!node || typeof node !== "object" || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) {
    for (const item of node) allowNullForOptionalProperties(item, seen);
    return;
  }
  const schema = node as Json;
  const properties = schema.properties;
  if (properties && typeof properties === "object" && !Array.isArray(properties)) {
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    for (const [key, property] of Object.entries(properties as Record<string, unknown>)) {
      allowNullForOptionalProperties(property, seen);
      if (!required.has(key) && property && typeof property === "object") {
        (properties as Record<string, unknown>)[key] = { anyOf: [property, { type: "null" }] };
      }
    }
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key !== "properties" && key !== "example" && key !== "examples")
      allowNullForOptionalProperties(value, seen);
  }
}

interface LoadedDocument {
  doc: Json;
  ajv: InstanceType<typeof Ajv2020>;
  id: string;
  cache: Map<string, ValidateFunction>;
}

const documents = new Map<SchemaVersion, LoadedDocument>();

function load(version: SchemaVersion): LoadedDocument {
  const existing = documents.get(version);
  if (existing) return existing;
  const doc = JSON.parse(readFileSync(schemaFile(version), "utf8")) as Json;
  const documented = (doc.info as Json | undefined)?.version;
  if (documented !== version)
    throw new Error(`${schemaFile(version)} describes ${documented}, not ${version}`);
  applyErrata(doc);
  allowNullForOptionalProperties(doc.components);
  allowNullForOptionalProperties(doc.paths);
  // strict: false because OpenAPI documents carry keywords JSON Schema does not define (example, xml, …);
  // data validation (required, type, enum, additionalProperties, formats) stays fully on.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  for (const name of ["int32", "int64", "float", "double", "binary", "", "^[0-9a-f]{32}$"]) {
    ajv.addFormat(name, true);
  }
  const id = `https://vitrine.test/store-api-${version}.json`;
  ajv.addSchema({ ...doc, $id: id }, id);
  const loaded: LoadedDocument = { doc, ajv, id, cache: new Map() };
  documents.set(version, loaded);
  return loaded;
}

function pointer(...segments: string[]): string {
  return segments.map((segment) => segment.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");
}

function resolveLocal(doc: Json, ref: string): Json {
  if (!ref.startsWith("#/")) throw new Error(`only local $refs are supported: ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    node = (node as Json | undefined)?.[key];
  }
  if (!node || typeof node !== "object") throw new Error(`unresolvable $ref ${ref}`);
  return node as Json;
}

/** Finds the path template in the document: an exact template, or the template a concrete path matches. */
function findPathTemplate(doc: Json, pathOrTemplate: string): string | undefined {
  const paths = doc.paths as Record<string, Json>;
  if (paths[pathOrTemplate]) return pathOrTemplate;
  const concrete = pathOrTemplate.split("?")[0] ?? pathOrTemplate;
  const matches = Object.keys(paths).filter((template) => {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`);
    return pattern.test(concrete);
  });
  // The most literal template wins (fewest parameters), e.g. /account/address/default-shipping/{id}.
  matches.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  return matches[0];
}

/** Which document describes a path: the 6.7.10.1 schema, or the 6.7.13 one when only it has the path. */
export function schemaVersionFor(pathOrTemplate: string): SchemaVersion {
  if (findPathTemplate(load("6.7.10.1").doc, pathOrTemplate)) return "6.7.10.1";
  return "6.7.13.0";
}

/** The operation object of method + path (template or concrete path), or undefined when the schema lacks it. */
export function findOperation(
  method: string,
  pathOrTemplate: string,
  version: SchemaVersion = schemaVersionFor(pathOrTemplate),
): { template: string; operation: Json; version: SchemaVersion } | undefined {
  const { doc } = load(version);
  const template = findPathTemplate(doc, pathOrTemplate);
  if (!template) return undefined;
  const operation = (doc.paths as Record<string, Json>)[template]?.[method.toLowerCase()] as Json | undefined;
  return operation ? { template, operation, version } : undefined;
}

/** Readable one-line-per-error rendering of ajv errors (instance path, message, the offending value). */
export function formatAjvErrors(errors: ErrorObject[] | null | undefined, body: unknown): string {
  if (!errors?.length) return "";
  const lines = new Set<string>();
  for (const error of errors) {
    // Failed branches of oneOf/anyOf are reported by their children too; keep the summary lines short.
    let value: unknown = body;
    for (const raw of error.instancePath.split("/").slice(1)) {
      const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
      value = (value as Json | undefined)?.[key];
    }
    const shown = JSON.stringify(value);
    const excerpt = shown && shown.length > 80 ? `${shown.slice(0, 77)}...` : shown;
    lines.add(
      `  ${error.instancePath || "(root)"} ${error.message ?? error.keyword}` +
        `${error.params && Object.keys(error.params).length ? ` ${JSON.stringify(error.params)}` : ""}` +
        ` [schema ${error.schemaPath}] value: ${excerpt}`,
    );
  }
  return [...lines].slice(0, 40).join("\n");
}

/** Thrown when a response does not match the schema; the message lists every ajv error. */
export class ContractMismatchError extends Error {
  override name = "ContractMismatchError";
}

function validatorFor(loaded: LoadedDocument, jsonPointer: string): ValidateFunction {
  const cached = loaded.cache.get(jsonPointer);
  if (cached) return cached;
  const validate = loaded.ajv.compile({ $ref: `${loaded.id}#${jsonPointer}` });
  loaded.cache.set(jsonPointer, validate);
  return validate;
}

/**
 * Validates one response body against the schema of (method, path, status). Throws ContractMismatchError with
 * every ajv error when it does not match, when the operation is unknown, or when a 2xx status is not documented.
 * Error statuses the operation does not list must still carry the Store API error body (`failure`).
 */
export function expectResponseMatchesSchema(
  method: string,
  pathTemplate: string,
  status: number,
  body: unknown,
  options: { version?: SchemaVersion } = {},
): void {
  const found = findOperation(method, pathTemplate, options.version);
  const where = `${method.toUpperCase()} ${pathTemplate} → ${status}`;
  if (!found) throw new ContractMismatchError(`${where}: the schema has no such operation`);
  const loaded = load(found.version);
  const responses = (found.operation.responses ?? {}) as Record<string, Json>;
  const key = String(status);
  let response: Json | undefined = responses[key] ?? responses[`${key[0]}XX`] ?? responses.default;
  let jsonPointer: string | undefined;
  if (response && status === 204) {
    // No Content: whatever schema the operation lists (deleteCart names SuccessResponse), the body is empty.
    if (body !== undefined && body !== null && body !== "") {
      throw new ContractMismatchError(`${where}: 204 must have an empty body, got ${JSON.stringify(body)}`);
    }
    return;
  }
  if (response) {
    const basePointer = `/${pointer("paths", found.template, method.toLowerCase(), "responses", responses[key] ? key : responses[`${key[0]}XX`] ? `${key[0]}XX` : "default")}`;
    let responsePointer = basePointer;
    if (typeof response.$ref === "string") {
      responsePointer = response.$ref.slice(1);
      response = resolveLocal(loaded.doc, response.$ref);
    }
    const content = response.content as Record<string, Json> | undefined;
    if (content?.["application/json"]?.schema) {
      jsonPointer = `${responsePointer}/${pointer("content", "application/json", "schema")}`;
    } else if (status === 204) {
      if (body !== undefined && body !== null && body !== "") {
        throw new ContractMismatchError(`${where}: 204 must have an empty body, got ${JSON.stringify(body)}`);
      }
      return;
    } else {
      // Documented without a body schema (e.g. 200 of /contact-form): any JSON is acceptable.
      return;
    }
  } else if (status >= 400) {
    jsonPointer = "/components/schemas/failure";
  } else {
    throw new ContractMismatchError(
      `${where}: status ${status} is not documented (documented: ${Object.keys(responses).join(", ")})`,
    );
  }
  const validate = validatorFor(loaded, jsonPointer);
  if (!validate(body)) {
    throw new ContractMismatchError(
      `${where} does not match the Store API schema ${found.version} (#${jsonPointer}):\n${formatAjvErrors(validate.errors, body)}`,
    );
  }
}

/** Validates a value against a named component schema, e.g. "Cart", "CustomerAddress". */
export function expectMatchesComponent(
  name: string,
  value: unknown,
  version: SchemaVersion = "6.7.10.1",
): void {
  const loaded = load(version);
  const jsonPointer = `/${pointer("components", "schemas", name)}`;
  if (!(loaded.doc.components as Json & { schemas: Json }).schemas[name]) {
    throw new ContractMismatchError(`no component schema ${name} in ${version}`);
  }
  const validate = validatorFor(loaded, jsonPointer);
  if (!validate(value)) {
    throw new ContractMismatchError(
      `value does not match ${name}:\n${formatAjvErrors(validate.errors, value)}`,
    );
  }
}
