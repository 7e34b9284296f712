const BASE = "http://listful.invalid";

function hasUnsafeCharacter(value: string): boolean {
  return [...value].some((char) => char.charCodeAt(0) < 0x20 || char === "\x7f" || char === "\\");
}

/**
 * A path on this site to send someone back to (after signing in), or null. Only a relative path that
 * stays on this origin is taken: never "//host", "/\host", an absolute URL or a `javascript:` one, nor
 * anything with control characters (browsers drop tabs and newlines, which would turn "/\t/host" into
 * "//host").
 */
export function readReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || hasUnsafeCharacter(value)) return null;
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
