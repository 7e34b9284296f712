import { useLocation } from "react-router";
import { readSignInReturn, signInReturnSearch } from "./sign-in-return.ts";

/** The sign-in return this page was opened with, as a query to carry on (its form, the other sign-in page). */
export function useSignInReturnSearch(): string {
  const { search } = useLocation();
  return signInReturnSearch(readSignInReturn(new URLSearchParams(search)));
}
