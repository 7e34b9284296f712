// `npm run dev`: the app with hot reload. Vite serves the web app and hands other requests to Fastify.
import { existsSync } from "node:fs";
import path from "node:path";
import { BIN, ROOT, run } from "./lib.ts";

if (existsSync(path.join(ROOT, ".env"))) process.loadEnvFile(path.join(ROOT, ".env"));
const port = process.env.PORT ?? "3000";
const host = process.env.HOST ?? "localhost";
const code = await run(
  path.join(BIN, "react-router"),
  ["dev", "--port", port, "--host", host, "--strictPort"],
  {
    cwd: path.join(ROOT, "apps/web"),
    env: {
      NODE_ENV: "development",
      DATA_DIR: path.resolve(ROOT, process.env.DATA_DIR ?? ".data"),
      PORT: port,
      HOST: host,
    },
  },
);
process.exit(code);
