import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and React Router load on every page anyway: one chunk compresses better than the
            // five the default split makes, and saves requests. Everything else stays with the routes using it.
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    fastifyReactRouterDev({ entry: "../server/src/dev-entry.ts", externalizeServerEntryImports: false }),
  ],
});
