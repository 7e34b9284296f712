// Runs on whatever Node the machine has (20 or later) before `npm start`, `npm test` and `npm run dev`:
// installs the dependencies when they are missing or older than the lockfile, which also brings Node 24
// (the `node` package) that every other script runs on.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stampFile = path.join(root, "node_modules", ".listful-install-stamp");
/** @type {string[]} */
const workspaces = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).workspaces;
const manifests = ["package.json", "package-lock.json", ...workspaces.map((w) => `${w}/package.json`)];

function stamp() {
  const hash = createHash("sha256");
  for (const file of manifests) {
    const full = path.join(root, file);
    if (existsSync(full)) hash.update(file).update(readFileSync(full));
  }
  return hash.digest("hex");
}

const current = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
const nodeBinary = path.join(root, "node_modules", ".bin", "node");
if (current !== stamp() || !existsSync(nodeBinary)) {
  console.log("Installing dependencies (npm install)...");
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("npm install failed; see the output above.");
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, stamp());
}

const version = spawnSync(nodeBinary, ["--version"], { encoding: "utf8" }).stdout.trim();
if (!version.startsWith("v24.")) {
  console.error(
    `Listful runs on Node 24 from node_modules, but found ${version || "nothing"} at ${nodeBinary}.`,
  );
  console.error("Delete node_modules and run the command again.");
  process.exit(1);
}
