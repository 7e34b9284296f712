import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { describeCycle, findCycles, type ImportEdge, readImports, unitOf } from "./support/module-graph.ts";

const SOURCE = fileURLToPath(new URL("../src", import.meta.url));

function edge(from: string, to: string): ImportEdge {
  return { from, to, file: `${from}/a.ts`, target: `${to}/b.ts` };
}

describe("the server's module graph", () => {
  it("names a file's unit: its feature, its top folder, or itself at the top", () => {
    expect(unitOf("modules/pdf/thumbnails.ts")).toBe("modules/pdf");
    expect(unitOf("lib/endpoint.ts")).toBe("lib");
    expect(unitOf("plugins/auth.ts")).toBe("plugins");
    expect(unitOf("env.ts")).toBe("env");
  });

  it("finds a cycle through two units and through several, with the imports that close it", () => {
    const twoWay = findCycles([
      edge("modules/a", "modules/b"),
      edge("modules/b", "modules/a"),
      edge("modules/a", "lib"),
    ]);
    expect(twoWay.map((found) => found.units)).toEqual([["modules/a", "modules/b"]]);
    expect(describeCycle(twoWay[0]?.cycle ?? [])).toBe(
      "modules/a -> modules/b (modules/a/a.ts imports modules/b/b.ts)\n  modules/b -> modules/a (modules/b/a.ts imports modules/a/b.ts)",
    );
    const round = findCycles([
      edge("env", "modules/media"),
      edge("modules/media", "plugins"),
      edge("plugins", "env"),
    ]);
    expect(round.map((found) => found.cycle.map((step) => step.from))).toEqual([
      ["env", "modules/media", "plugins"],
    ]);
    expect(
      findCycles([edge("modules/a", "lib"), edge("modules/b", "modules/a"), edge("plugins", "modules/b")]),
    ).toEqual([]);
  });

  it("has no cycle: features, plugins, env and lib import each other in one direction only", () => {
    const edges = readImports(SOURCE);
    expect(edges.some((found) => found.from === "plugins" && found.to === "modules/auth")).toBe(true);
    const cycles = findCycles(edges).map(
      ({ units, cycle }) => `${units.join(", ")}:\n  ${describeCycle(cycle)}`,
    );
    expect(cycles, `modules that import each other:\n${cycles.join("\n")}`).toEqual([]);
  });
});
