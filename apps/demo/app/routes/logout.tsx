import { redirect } from "react-router";
import { pagePath } from "../lib/language.server";
import { optional, storeApi } from "../lib/store-api.server";
import type { Route } from "./+types/logout";

export function loader({ context }: Route.LoaderArgs) {
  return redirect(pagePath(context, "/"));
}

export async function action({ context }: Route.ActionArgs) {
  await optional(storeApi(context).post("/account/logout"), null);
  return redirect(pagePath(context, "/"));
}
