import path from "node:path";
import { E2E_PORT } from "./env.ts";

/** The paid-mode copy of the app listens a thousand ports above the free one, so each run keeps its pair. */
export const PAID_PORT = E2E_PORT + 1000;
export const PAID_BASE_URL = `http://localhost:${PAID_PORT}`;
export const PAID_DATA_DIR = path.resolve(import.meta.dirname, "../.data-paid");
/** Where the paid server writes the address of its Paddle stand-in, for the tests to reach it. */
export const STAND_IN_URL_FILE = path.join(PAID_DATA_DIR, "paddle-stand-in.url");

export const PADDLE_SETTINGS = {
  PADDLE_API_KEY: "pdl_sdbx_apikey_e2e",
  PADDLE_CLIENT_TOKEN: "test_e2e_client_token",
  PADDLE_WEBHOOK_SECRET: "pdl_ntfset_e2e_secret",
  PADDLE_PRICE_MONTHLY: "pri_01monthly",
  PADDLE_PRICE_YEARLY: "pri_01yearly",
} as const;
