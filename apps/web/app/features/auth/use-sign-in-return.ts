import { useLocation } from "react-router";
import { readSignInReturn, type SignInReturn } from "./sign-in-return.ts";

/** The sign-in return this page was opened with, to carry on (its form, the other sign-in page). */
export function useSignInReturn(): SignInReturn | null {
  const { search } = useLocation();
  return readSignInReturn(new URLSearchParams(search));
}
