// @vitrine/cookie-consent/schemas: the valibot schemas of `GET /cookie-groups`. Importing them loads valibot;
// the cookie groups call loads them with its request.

export { CookieEntrySchema, CookieGroupSchema, CookieRouteResponseSchema } from "./cookieConsent.schema";
