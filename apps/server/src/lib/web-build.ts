import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";

/** The web app's build: its server bundle and the files browsers load. */
const BUILD_DIR = new URL("../../../web/build/", import.meta.url);
export const WEB_SERVER_BUILD = fileURLToPath(new URL("server/index.js", BUILD_DIR));
export const WEB_CLIENT_BUILD = fileURLToPath(new URL("client", BUILD_DIR));

export type LoadWebBuild = () => Promise<ServerBuild>;

/**
 * The web app's server bundle, loaded once: the built one, or in development the one Vite serves (loaded again
 * as files change). The pages and the print document both come from it.
 */
export function webBuildLoader(devServer: ViteDevServer | undefined): LoadWebBuild {
  if (devServer) {
    const ssr = devServer.environments.ssr as
      | { runner?: { import(id: string): Promise<unknown> } }
      | undefined;
    const id = "virtual:react-router/server-build";
    return async () =>
      (ssr?.runner ? ssr.runner.import(id) : devServer.ssrLoadModule(id)) as Promise<ServerBuild>;
  }
  let build: Promise<ServerBuild> | undefined;
  return () => {
    build ??= import(pathToFileURL(WEB_SERVER_BUILD).href) as Promise<ServerBuild>;
    build.catch(() => {
      build = undefined;
    });
    return build;
  };
}
