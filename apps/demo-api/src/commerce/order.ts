import { createHash } from "node:crypto";
import { isId, newId } from "../validation.js";
import { toCartPrice } from "./cart.calculate.js";
import type { AddressRow, CustomerRow, Db } from "./store.js";

type Json = Record<string, unknown>;

/** A stable state id per state machine and technical name (the demo has no state machine tables). */
export function stateId(machine: string, technicalName: string): string {
  return createHash("md5").update(`${machine}.${technicalName}`).digest("hex");
}

/** The states' names in the system language (English), by technical name. */
export const STATE_NAMES: Record<string, string> = {
  open: "Open",
  paid: "Paid",
  in_progress: "In progress",
  completed: "Done",
  cancelled: "Cancelled",
  failed: "Failed",
};

/** The state machines whose states an order answer shows (its own and its transactions'). */
export const STATE_MACHINES = ["order.state", "order_transaction.state"] as const;

/** A StateMachineState entity. */
export function stateJson(machine: string, technicalName: string): Json {
  const name = STATE_NAMES[technicalName] ?? technicalName;
  return {
    id: stateId(machine, technicalName),
    technicalName,
    name,
    translated: { name },
    apiAlias: "state_machine_state",
  };
}

function orderAddressJson(id: string, orderId: string, address: AddressRow, country: Json | undefined): Json {
  const json: Json = {
    id,
    orderId,
    countryId: address.countryId,
    countryStateId: address.countryStateId,
    salutationId: address.salutationId,
    firstName: address.firstName,
    lastName: address.lastName,
    street: address.street,
    zipcode: address.zipcode,
    city: address.city,
    company: address.company,
    department: address.department,
    title: address.title,
    phoneNumber: address.phoneNumber,
    additionalAddressLine1: address.additionalAddressLine1,
    additionalAddressLine2: address.additionalAddressLine2,
    country,
    apiAlias: "order_address",
  };
  return Object.fromEntries(
    Object.entries(json).filter(([, value]) => value !== null && value !== undefined),
  );
}

function orderLineItemJson(line: Json, orderId: string, position: number, parentId?: string): Json {
  const id = newId();
  const price = line.price as Json;
  const type = line.type as string;
  const payload = (line.payload as Json | undefined) ?? {};
  const json: Json = {
    id,
    orderId,
    identifier: line.id,
    referencedId: line.referencedId,
    quantity: line.quantity,
    label: line.label ?? "",
    type,
    good: line.good ?? false,
    removable: line.removable ?? false,
    stackable: line.stackable ?? false,
    position,
    unitPrice: price.unitPrice,
    totalPrice: price.totalPrice,
    price,
    payload:
      type === "product"
        ? {
            productNumber: payload.productNumber,
            options: payload.options,
            ...(payload.bundleParentId ? { bundleParentId: payload.bundleParentId } : {}),
          }
        : payload,
    states: type === "product" ? ["is-physical"] : [],
    children: ((line.children as Json[] | undefined) ?? []).map((child, index) =>
      orderLineItemJson(child, orderId, index + 1, id),
    ),
    apiAlias: "order_line_item",
  };
  if (type === "product") json.productId = line.referencedId;
  if (type === "promotion" && typeof payload.promotionId === "string" && isId(payload.promotionId)) {
    json.promotionId = payload.promotionId;
  }
  if (parentId) json.parentId = parentId;
  if (line.cover) json.cover = line.cover;
  return json;
}

/** Inputs of placing an order. */
export interface PlaceOrderInput {
  cart: Json;
  customer: CustomerRow;
  billingAddress: AddressRow;
  shippingAddress: AddressRow;
  countries: Map<string, { json: Json }>;
  shippingMethod: { id: string; json: Json };
  paymentMethod: { id: string; json: Json };
  salesChannel: { id: string; currencyId: string; languageId: string };
  /** The currency the cart was calculated in: the order keeps its factor and roundings. */
  currency: { factor: number; itemRounding: Json; totalRounding: Json };
  customerComment: string | null;
  now: Date;
}

/** Builds the Order entity from a calculated cart and stores it; returns the order id. */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<string> {
  const orderId = newId();
  const { rows } = await db.query<{ n: string }>("select nextval('commerce_order_number')::text as n");
  const orderNumber = rows[0]?.n ?? String(Date.now());
  const billingId = newId();
  const sameAddress = input.billingAddress.id === input.shippingAddress.id;
  const shippingId = sameAddress ? billingId : newId();
  const billing = orderAddressJson(
    billingId,
    orderId,
    input.billingAddress,
    input.countries.get(input.billingAddress.countryId)?.json,
  );
  const addresses = [billing];
  const shippingAddress = sameAddress
    ? billing
    : orderAddressJson(
        shippingId,
        orderId,
        input.shippingAddress,
        input.countries.get(input.shippingAddress.countryId)?.json,
      );
  if (!sameAddress) addresses.push(shippingAddress);
  const cartPrice = input.cart.price as Json;
  const delivery = (input.cart.deliveries as Json[])[0];
  const shippingCosts = (delivery?.shippingCosts as Json | undefined) ?? {
    apiAlias: "calculated_price",
    unitPrice: 0,
    quantity: 1,
    totalPrice: 0,
    calculatedTaxes: [],
    taxRules: [],
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
  };
  const lineItems = (input.cart.lineItems as Json[]).map((line, index) =>
    orderLineItemJson(line, orderId, index + 1),
  );
  const deliveryDate = (delivery?.deliveryDate as { earliest: string; latest: string } | undefined) ?? {
    earliest: input.now.toISOString(),
    latest: input.now.toISOString(),
  };
  const deliveries = [
    {
      id: newId(),
      orderId,
      shippingOrderAddressId: shippingId,
      shippingMethodId: input.shippingMethod.id,
      stateId: stateId("order_delivery.state", "open"),
      shippingDateEarliest: deliveryDate.earliest,
      shippingDateLatest: deliveryDate.latest,
      shippingCosts,
      trackingCodes: [],
      shippingOrderAddress: shippingAddress,
      shippingMethod: input.shippingMethod.json,
      apiAlias: "order_delivery",
    },
  ];
  const orderCustomer = {
    id: newId(),
    orderId,
    customerId: input.customer.id,
    email: input.customer.email,
    firstName: input.customer.firstName,
    lastName: input.customer.lastName,
    customerNumber: input.customer.customerNumber,
    ...(input.customer.salutationId ? { salutationId: input.customer.salutationId } : {}),
    ...(input.customer.company ? { company: input.customer.company } : {}),
    apiAlias: "order_customer",
  };
  await db.query(
    `insert into commerce_order (id, order_number, customer_id, sales_channel_id, currency_id, language_id,
       billing_address_id, order_date_time, payment_method_id, shipping_method_id, amount_total, amount_net,
       position_price, shipping_total, price, shipping_costs, line_items, addresses, order_customer, deliveries,
       customer_comment, deep_link_code, currency_factor, item_rounding, total_rounding)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16::jsonb, $17::jsonb,
       $18::jsonb, $19::jsonb, $20::jsonb, $21, $22, $23, $24::jsonb, $25::jsonb)`,
    [
      orderId,
      orderNumber,
      input.customer.id,
      input.salesChannel.id,
      input.salesChannel.currencyId,
      input.salesChannel.languageId,
      billingId,
      input.now.toISOString(),
      input.paymentMethod.id,
      input.shippingMethod.id,
      cartPrice.totalPrice,
      cartPrice.netPrice,
      cartPrice.positionPrice,
      shippingCosts.totalPrice,
      JSON.stringify(cartPrice),
      JSON.stringify(shippingCosts),
      JSON.stringify(lineItems),
      JSON.stringify(addresses),
      JSON.stringify(orderCustomer),
      JSON.stringify(deliveries),
      input.customerComment,
      newId(),
      input.currency.factor,
      JSON.stringify(input.currency.itemRounding),
      JSON.stringify(input.currency.totalRounding),
    ],
  );
  await db.query("update commerce_customer set last_payment_method_id = $2 where id = $1", [
    input.customer.id,
    input.paymentMethod.id,
  ]);
  return orderId;
}

/** A stored order. */
export interface OrderRow {
  id: string;
  orderNumber: string;
  customerId: string;
  salesChannelId: string;
  currencyId: string;
  languageId: string;
  billingAddressId: string;
  orderDateTime: string;
  state: string;
  transactionState: string;
  deliveryState: string;
  paymentMethodId: string;
  amountTotal: string;
  amountNet: string;
  positionPrice: string;
  shippingTotal: string;
  price: Json;
  shippingCosts: Json;
  lineItems: Json[];
  addresses: Json[];
  orderCustomer: Json;
  deliveries: Json[];
  customerComment: string | null;
  deepLinkCode: string;
  currencyFactor: string;
  itemRounding: Json | null;
  totalRounding: Json | null;
}

const ORDER_COLUMNS = `id, order_number as "orderNumber", customer_id as "customerId", sales_channel_id as "salesChannelId",
  currency_id as "currencyId", language_id as "languageId", billing_address_id as "billingAddressId",
  to_char(order_date_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"+00:00"') as "orderDateTime",
  state, transaction_state as "transactionState", delivery_state as "deliveryState",
  payment_method_id as "paymentMethodId", amount_total::text as "amountTotal", amount_net::text as "amountNet",
  position_price::text as "positionPrice", shipping_total::text as "shippingTotal", price,
  shipping_costs as "shippingCosts", line_items as "lineItems", addresses, order_customer as "orderCustomer",
  deliveries, customer_comment as "customerComment", deep_link_code as "deepLinkCode",
  currency_factor::text as "currencyFactor", item_rounding as "itemRounding", total_rounding as "totalRounding"`;

/** Orders of a customer, newest first, optionally narrowed to ids / order numbers. */
export async function ordersOf(
  db: Db,
  customerId: string,
  filter: { ids?: string[]; orderNumbers?: string[] } = {},
): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from commerce_order where customer_id = $1
       and ($2::text[] is null or id = any($2::text[]))
       and ($3::text[] is null or order_number = any($3::text[]))
     order by order_date_time desc, order_number desc`,
    [customerId, filter.ids ?? null, filter.orderNumbers ?? null],
  );
  return rows;
}

/** The order of a deep link code (Shopware's `order.deepLinkCode`), or undefined. */
export async function orderByDeepLinkCode(db: Db, code: string): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from commerce_order where deep_link_code = $1`,
    [code.toLowerCase()],
  );
  return rows[0];
}

/** Sets the payment state of an order. */
export async function setTransactionState(db: Db, orderId: string, state: string): Promise<void> {
  await db.query("update commerce_order set transaction_state = $2 where id = $1", [orderId, state]);
}

/**
 * The scalar fields of Shopware's OrderDefinition: Criteria may filter and sort by each, also when no order of the
 * result carries it (an unset field compares as null).
 */
export const ORDER_FIELDS = [
  "id",
  "versionId",
  "orderNumber",
  "billingAddressId",
  "currencyId",
  "languageId",
  "salesChannelId",
  "orderDateTime",
  "orderDate",
  "amountTotal",
  "amountNet",
  "positionPrice",
  "taxStatus",
  "shippingTotal",
  "currencyFactor",
  "deepLinkCode",
  "affiliateCode",
  "campaignCode",
  "customerComment",
  "source",
  "createdAt",
  "updatedAt",
] as const;

/** The Store API Order entity of a stored order. */
export function orderJson(row: OrderRow, paymentMethodJson: Json | undefined): Json {
  const transactionId = createHash("md5").update(`transaction:${row.id}`).digest("hex");
  const amountTotal = Number(row.amountTotal);
  const price = toCartPrice(row.price);
  const json: Json = {
    id: row.id,
    versionId: "0fa91ce3e96a4bc2be4bd9ce752c3425",
    orderNumber: row.orderNumber,
    billingAddressId: row.billingAddressId,
    currencyId: row.currencyId,
    languageId: row.languageId,
    salesChannelId: row.salesChannelId,
    orderDateTime: row.orderDateTime,
    orderDate: row.orderDateTime.slice(0, 10),
    // An order is written when it is placed: its creation time is its order time.
    createdAt: row.orderDateTime,
    price,
    amountTotal,
    amountNet: Number(row.amountNet),
    positionPrice: Number(row.positionPrice),
    taxStatus: "gross",
    shippingCosts: row.shippingCosts,
    shippingTotal: Number(row.shippingTotal),
    currencyFactor: Number(row.currencyFactor ?? 1),
    // Orders placed before roundings were kept were all in euro (cents).
    itemRounding: row.itemRounding ?? { decimals: 2, interval: 0.01, roundForNet: true },
    totalRounding: row.totalRounding ?? { decimals: 2, interval: 0.01, roundForNet: true },
    deepLinkCode: row.deepLinkCode,
    stateMachineState: stateJson("order.state", row.state),
    orderCustomer: row.orderCustomer,
    addresses: row.addresses,
    billingAddress: row.addresses.find((address) => address.id === row.billingAddressId),
    deliveries: row.deliveries,
    primaryOrderDeliveryId: (row.deliveries[0]?.id as string | undefined) ?? undefined,
    lineItems: row.lineItems,
    transactions: [
      {
        id: transactionId,
        orderId: row.id,
        paymentMethodId: row.paymentMethodId,
        amount: {
          ...(row.shippingCosts as Json),
          unitPrice: amountTotal,
          totalPrice: amountTotal,
          quantity: 1,
          calculatedTaxes: price.calculatedTaxes,
        },
        stateId: stateId("order_transaction.state", row.transactionState),
        stateMachineState: stateJson("order_transaction.state", row.transactionState),
        paymentMethod: paymentMethodJson,
        apiAlias: "order_transaction",
      },
    ],
    primaryOrderTransactionId: transactionId,
    documents: [],
    customFields: {},
    apiAlias: "order",
  };
  if (row.customerComment) json.customerComment = row.customerComment;
  return Object.fromEntries(Object.entries(json).filter(([, value]) => value !== undefined));
}
