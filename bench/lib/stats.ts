/** The `p`th percentile of a list of figures, to a tenth. */
export function percentile(list: readonly number[], p: number): number {
  const sorted = [...list].sort((a, b) => a - b);
  return (
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10
  );
}
