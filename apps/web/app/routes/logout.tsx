import { redirect } from "react-router";
import { api } from "../lib/api.ts";

/** Signing out: the API ends the session and clears its cookies; SPEC section 2 then sends the visitor home. */
export async function clientAction() {
  try {
    await api.request("POST /api/logout");
  } catch (error) {
    // The session may already be gone; going home signed out is still right.
    console.warn(error);
  }
  return redirect("/");
}

export function loader() {
  return redirect("/");
}
