// Makes sure Debian's Chromium (and the fonts and PDF tools the tests use) is installed. Listful never
// downloads a browser: PDFs and browser tests use the system Chromium.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const PACKAGES = ["chromium", "fonts-liberation", "poppler-utils"];

function missing() {
  const tools = [CHROMIUM_PATH, "/usr/bin/pdftotext", "/usr/bin/pdftoppm"];
  return tools.filter((tool) => !existsSync(tool));
}

export function ensureChromium() {
  if (missing().length === 0) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log(`Installing ${PACKAGES.join(", ")} from Debian's packages...`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const install = spawnSync("apt-get", ["install", "-y", "-qq", ...PACKAGES], { stdio: "inherit", env });
    if (update.status === 0 && install.status === 0 && missing().length === 0) return;
  }
  console.error(`Missing: ${missing().join(", ")}.`);
  console.error(`Install them with: sudo apt-get install -y ${PACKAGES.join(" ")}`);
  console.error("(or set CHROMIUM_PATH to a Chromium binary).");
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
