/**
 * The template library's version in this process, shared by the server (which bumps it on every admin change
 * to a template) and the SSR bundle (whose catalogue cache drops what it holds when it moves on), although
 * each loads this module: the counter lives on globalThis, like the request context's token.
 */
const KEY = Symbol.for("listful.catalogue-version");
const registry = globalThis as { [KEY]?: { version: number } };

function shared(): { version: number } {
  registry[KEY] ??= { version: 0 };
  return registry[KEY];
}

/** Called by the API after a template is created, changed, published, unpublished, reordered or deleted. */
export function invalidateCatalogue(): void {
  shared().version += 1;
}

export function catalogueVersion(): number {
  return shared().version;
}
