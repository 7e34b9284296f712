import sharp from "sharp";
import { DomainError, InvalidInputError } from "../domain-errors.ts";

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 25_000_000;

const SIGNATURES: { type: string; matches: (b: Buffer) => boolean }[] = [
  {
    type: "png",
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: "jpeg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: "webp",
    matches: (b) =>
      b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  },
  { type: "gif", matches: (b) => b.subarray(0, 6).toString("latin1").startsWith("GIF8") },
];

function refuse(message: string, field: string): never {
  throw new InvalidInputError({ [field]: message }, message);
}

/**
 * Reads a base64 image from a client (bare or as a data: URL): checks it is really a PNG, JPEG, WebP or GIF
 * by its bytes, at most 2 MB and 25 megapixels, then re-encodes it, so nothing but clean pixels is stored.
 */
export async function readImage(
  input: string,
  field = "image",
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const comma = input.startsWith("data:") ? input.indexOf(",") : -1;
  const base64 = (comma >= 0 ? input.slice(comma + 1) : input).replace(/\s+/g, "");
  if (!base64 || base64.length % 4 === 1 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    refuse("The image is not valid base64.", field);
  }
  const raw = Buffer.from(base64, "base64");
  if (raw.length > IMAGE_MAX_BYTES) refuse("The image must be at most 2 MB.", field);
  if (!SIGNATURES.some((s) => s.matches(raw))) refuse("Use a PNG, JPEG, WebP or GIF image.", field);
  try {
    const image = sharp(raw, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error", animated: false });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) refuse("The image could not be read.", field);
    if (meta.width * meta.height > IMAGE_MAX_PIXELS)
      refuse("The image must be at most 25 megapixels.", field);
    const { data, info } = await image
      .rotate()
      .resize({ width: 1600, height: 1600, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const message =
      error instanceof Error && /pixel limit/i.test(error.message)
        ? "The image must be at most 25 megapixels."
        : "The image could not be read.";
    refuse(message, field);
  }
}
