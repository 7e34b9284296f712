type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** No prefetching on a 2g connection or when the visitor asked to save data. */
export function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !connection.effectiveType?.includes("2g");
}
