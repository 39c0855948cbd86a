import { redirect } from "react-router";
import { optional, storeApi } from "../lib/store-api.server";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/");
}

export async function action({ context }: Route.ActionArgs) {
  await optional(storeApi(context).post("/account/logout"), null);
  return redirect("/");
}
