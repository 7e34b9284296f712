// `npm run typecheck`: the root's scripts and benchmarks, then every workspace with a typecheck script, two
// compilers at a time (each workspace checks what it imports from source, so they are independent). The
// workspaces with the most TypeScript go first, so that the two lanes end together.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT, run } from "./lib.ts";

const LANES = 2;

function typeScriptFiles(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "build" || entry.name.startsWith(".")) continue;
    if (entry.isDirectory()) count += typeScriptFiles(path.join(dir, entry.name));
    else if (/\.tsx?$/.test(entry.name)) count += 1;
  }
  return count;
}

const workspaces = ["apps", "packages"]
  .flatMap((group) => readdirSync(path.join(ROOT, group)).map((name) => path.join(group, name)))
  .filter((dir) => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, dir, "package.json"), "utf8"));
    return Boolean(manifest.scripts?.typecheck);
  });
// The root's check reads the server's sources through the benchmarks, so it is among the longest: it goes first.
const checks = [
  { name: "scripts and bench", args: ["exec", "--", "tsc", "-p", "tsconfig.json"] },
  ...workspaces
    .map((dir) => ({
      name: dir,
      args: ["run", "typecheck", "--silent", "-w", dir],
      size: typeScriptFiles(dir),
    }))
    .sort((a, b) => b.size - a.size),
];

const failed: string[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: LANES }, async () => {
    for (let check = checks[next++]; check; check = checks[next++]) {
      if ((await run("npm", check.args)) !== 0) failed.push(check.name);
    }
  }),
);
if (failed.length > 0) {
  console.error(`Type errors in: ${failed.join(", ")}.`);
  process.exit(1);
}
