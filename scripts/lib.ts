import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const BIN = path.join(ROOT, "node_modules", ".bin");

/** Runs a command with inherited output; resolves with its exit code. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
) {
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH}`, ...options.env },
      stdio: "inherit",
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "build" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const WEB_INPUTS = ["apps/web", "packages/checklist/src", "packages/sheet/src", "packages/contracts/src"];
const WEB_OUTPUT = path.join(ROOT, "apps/web/build/server/index.js");

/** Builds the web app when its sources are newer than the last build. */
export async function buildWebIfStale(): Promise<void> {
  const built = existsSync(WEB_OUTPUT) ? statSync(WEB_OUTPUT).mtimeMs : 0;
  const changed = Math.max(...WEB_INPUTS.map((dir) => newestMtime(path.join(ROOT, dir))));
  if (built >= changed) return;
  console.log("Building the web app...");
  const code = await run("npm", ["run", "build", "--workspace", "@listful/web"]);
  if (code !== 0) process.exit(code);
}

/** Whether Debian's HAProxy is installed, which the cluster test puts in front of its instances. */
export function hasHaproxy(): boolean {
  try {
    execFileSync("sh", ["-c", "command -v haproxy"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
