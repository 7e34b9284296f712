import { SIGN_IN_STAND_IN_PORT } from "./env.ts";

/** Says who signs in at the stand-in Google and Facebook next (the server's process runs them). */
export async function signInAtProviderAs(person: {
  subject: string;
  email: string;
  emailVerified?: boolean;
  name: string;
}): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${SIGN_IN_STAND_IN_PORT}/next-person`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ emailVerified: true, ...person }),
  });
  if (!response.ok) throw new Error(`the sign-in stand-in answered ${response.status}`);
}
