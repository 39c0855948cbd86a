import { data } from "react-router";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";

export function loader() {
  throw data({ message: "The page you are looking for does not exist or has moved." }, { status: 404 });
}

export default function NotFound() {
  return null;
}

export { RouteErrorBoundary as ErrorBoundary };
