/** The named text fields of a submitted form, as strings (a missing field is empty). */
export function readFormValues<const K extends string>(formData: FormData, names: readonly K[]) {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = formData.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}
