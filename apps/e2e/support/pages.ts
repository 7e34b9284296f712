/** The pages a guest can open (the home page, accounts, contact and legal pages), for specs that visit them all. */
export const GUEST_PAGES = [
  "/",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password?token=abc",
  "/contact-us",
  "/privacy-policy",
  "/terms-of-use",
  "/cookies-policy",
];
