import { type SignInStandIn, STAND_IN_ENV, startSignInStandIn } from "@listful/stand-ins/sign-in";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createTestApp, type TestApp, uniqueEmail } from "../helpers.ts";

/** The app of the sign-in tests, pointed at the stand-in of Google's and Facebook's sign-in. */
export let provider: SignInStandIn;
export let t: TestApp;
let subjects = 0;

/** Starts the stand-in and the app for the file's tests and closes both after them. */
export function setUpConnectApp() {
  beforeAll(async () => {
    provider = await startSignInStandIn();
    t = await createTestApp({ env: STAND_IN_ENV, signInEndpoints: provider.endpoints });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });
  beforeEach(() => {
    subjects += 1;
  });
}

/** Someone the provider knows, new for each test. */
export function person(overrides: { email?: string; emailVerified?: boolean; name?: string } = {}) {
  return {
    subject: `subject-${Date.now()}-${subjects}`,
    email: uniqueEmail("social"),
    emailVerified: true,
    name: "Ada Lovelace",
    ...overrides,
  };
}
