import { readOrNotFound } from "../../lib/api-errors.ts";

/**
 * An admin page's read: the API answers anyone but an admin with 404 (roles re-read on every call), and the
 * page then is the site's 404 too, with no hint that it exists.
 */
export function loadForAdmin<T>(read: () => Promise<T>): Promise<T> {
  return readOrNotFound(read(), "Not found.");
}
