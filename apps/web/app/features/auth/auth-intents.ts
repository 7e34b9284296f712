import { signIn } from "./login.ts";
import { signUp } from "./register.ts";

/** Signing in or up without leaving the page (the editor's save dialog): the same calls as /login and /register. */
export const AUTH_INTENTS = { login: signIn, register: signUp };
