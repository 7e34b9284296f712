import { isApiError } from "@listful/contracts";
import { data } from "react-router";

/**
 * An admin page's read: the API answers anyone but an admin with 404 (roles re-read on every call), and the
 * page then is the site's 404 too, with no hint that it exists.
 */
export async function loadForAdmin<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data("Not found.", { status: 404 });
    throw error;
  }
}
