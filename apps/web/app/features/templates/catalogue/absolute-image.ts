import { absoluteUrl } from "../../../lib/hrefs.ts";

/** A template's picture as social cards and structured data need it: whole, with the site's origin. */
export function absoluteImage(origin: string, image: string | null | undefined): string | null {
  if (!image) return null;
  return /^https?:\/\//.test(image) ? image : absoluteUrl(origin, image);
}
