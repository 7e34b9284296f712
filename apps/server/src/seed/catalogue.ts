/** Vector backgrounds kept in apps/server/assets/backgrounds; light enough to print under text. */
export const SEED_BACKGROUNDS: readonly { slug: string; name: string; isPremium: boolean }[] = [
  { slug: "dots", name: "Dots", isPremium: false },
  { slug: "graph-paper", name: "Graph paper", isPremium: false },
  { slug: "notebook", name: "Notebook margin", isPremium: false },
  { slug: "waves", name: "Soft waves", isPremium: false },
  { slug: "stars", name: "Little stars", isPremium: false },
  { slug: "hearts", name: "Hearts", isPremium: true },
  { slug: "confetti", name: "Confetti", isPremium: true },
  { slug: "botanical", name: "Botanical corners", isPremium: true },
  { slug: "floral", name: "Floral corners", isPremium: true },
  { slug: "washi", name: "Washi tape", isPremium: true },
  { slug: "watercolor", name: "Watercolour glow", isPremium: true },
  { slug: "gingham", name: "Gingham", isPremium: true },
  { slug: "sunburst", name: "Sunburst", isPremium: true },
];
