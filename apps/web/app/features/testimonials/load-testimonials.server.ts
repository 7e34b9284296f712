import type { Testimonial } from "@listful/contracts";
import type { RouterContextProvider } from "react-router";
import { requestContext } from "../../request-context.ts";

/** The testimonials to show (home, landing pages); none when they cannot be read, and the section is left out. */
export async function loadTestimonials(context: Readonly<RouterContextProvider>): Promise<Testimonial[]> {
  const { api, logError } = context.get(requestContext);
  try {
    return await api.request("GET /api/testimonials");
  } catch (error) {
    logError(error, "could not read the testimonials");
    return [];
  }
}
