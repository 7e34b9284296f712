import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** An import of one unit by another: which file imports which. */
export type ImportEdge = { from: string; to: string; file: string; target: string };

const IMPORT_PATTERN = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;

/**
 * The unit a source file belongs to: `modules/<feature>` for a feature's files, the top folder for the
 * server's shared code (`lib`, `plugins`, `jobs`, ...), and the file's own name for a file at the top
 * (`env`, `app`, `services`, ...).
 */
export function unitOf(path: string): string {
  const parts = path.split("/");
  if (parts[0] === "modules" && parts.length > 2) return `modules/${parts[1]}`;
  if (parts.length > 1) return parts[0] as string;
  return (parts[0] as string).replace(/\.tsx?$/, "");
}

function sourceFiles(root: string, folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(root, path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

/** Every relative import between two units of the source under `root` (tests left out). */
export function readImports(root: string): ImportEdge[] {
  return sourceFiles(root).flatMap((file) => {
    const text = readFileSync(join(root, file), "utf8");
    return [...text.matchAll(IMPORT_PATTERN)].flatMap((match) => {
      const target = relative(root, resolve(root, dirname(file), match[1] as string));
      const from = unitOf(file);
      const to = unitOf(target);
      return from === to || target.startsWith("..") ? [] : [{ from, to, file, target }];
    });
  });
}

/**
 * The groups of units that import each other, round or through others (strongly connected components of
 * more than one unit), each with one cycle through it and the imports that make that cycle.
 */
export function findCycles(edges: readonly ImportEdge[]): { units: string[]; cycle: ImportEdge[] }[] {
  const next = new Map<string, Set<string>>();
  for (const edge of edges) {
    next.set(edge.from, (next.get(edge.from) ?? new Set()).add(edge.to));
    if (!next.has(edge.to)) next.set(edge.to, new Set());
  }
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit) as number);
    stack.push(unit);
    for (const to of [...(next.get(unit) ?? [])].sort()) {
      if (!index.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit) as number, low.get(to) as number));
      } else if (stack.includes(to)) {
        low.set(unit, Math.min(low.get(unit) as number, index.get(to) as number));
      }
    }
    if (low.get(unit) === index.get(unit)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        group.push(member);
      } while (member !== unit);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const unit of [...next.keys()].sort()) if (!index.has(unit)) visit(unit);
  return groups.map((units) => ({ units, cycle: cycleWithin(units, edges) }));
}

/** The shortest way round from the group's first unit back to it, as the imports that take it. */
function cycleWithin(units: string[], edges: readonly ImportEdge[]): ImportEdge[] {
  const inGroup = new Set(units);
  const start = units[0] as string;
  const cameBy = new Map<string, ImportEdge>();
  const queue = [start];
  while (queue.length > 0) {
    const unit = queue.shift() as string;
    for (const edge of edges) {
      if (edge.from !== unit || !inGroup.has(edge.to) || cameBy.has(edge.to)) continue;
      cameBy.set(edge.to, edge);
      if (edge.to === start) queue.length = 0;
      else queue.push(edge.to);
      if (edge.to === start) break;
    }
  }
  const cycle: ImportEdge[] = [];
  let unit = start;
  do {
    const edge = cameBy.get(unit) as ImportEdge;
    cycle.unshift(edge);
    unit = edge.from;
  } while (unit !== start);
  return cycle;
}

/** A cycle as a person reads it: each step with the file that imports the next unit. */
export function describeCycle(cycle: readonly ImportEdge[]): string {
  return cycle.map((edge) => `${edge.from} -> ${edge.to} (${edge.file} imports ${edge.target})`).join("\n  ");
}
