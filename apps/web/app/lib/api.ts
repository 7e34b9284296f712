import { createApiClient } from "@listful/contracts";

/** The browser's one API client: same-origin, cookie session, renewed once on a 401. */
export const api = createApiClient({ refreshOnUnauthorized: true });
