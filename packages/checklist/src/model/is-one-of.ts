/** Narrows an input from the outside (a form, a request) to one of the allowed values. */
export function isOneOf<T>(value: unknown, allowed: readonly T[]): value is T {
  return allowed.some((candidate) => Object.is(candidate, value));
}
