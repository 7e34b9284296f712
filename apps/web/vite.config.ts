import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  build: {
    // Pictures keep files of their own (hashed, cached for a year) rather than riding inside the scripts.
    assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and React Router load on every page anyway: one chunk compresses better than the
            // five the default split makes, and saves requests. The client entry that starts them joins them.
            // Everything else stays with the routes using it.
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]|app[\\/]entry\.client\.tsx$/,
            },
            // The shell's own small modules (header, footer, their primitives) also load on every page: one
            // chunk instead of a dozen tiny ones. Form, modal and page code stays with the routes using it. A module
            // caught here brings its imports along, so the list names files, not folders that editor code shares.
            {
              name: "shell",
              test: /app[\\/](features[\\/](shell[\\/](?!mobile-menu-panel)|templates[\\/]template-types\.ts)|lib[\\/](root-data|meta|chunk-reload|prefetch-policy|subscription|use-scroll-past|use-online-status)\.ts|ui[\\/](app-link|button|dropdown|icons|spinner|toast|toast-place|toast-host|toast-store)\.tsx?$)/,
            },
            // The sheet's stylesheet in a chunk of its own, loaded by the pages that draw sheets. Left in the
            // chunk of the sheet's and the model's code, it came again with every later part of a page that uses
            // that code (the editor's Design and Save tabs): a second copy of a stylesheet already there, which
            // made a phone restyle the whole sheet a few seconds after the editor opened.
            { name: "sheet-styles", test: /packages[\\/]sheet[\\/]src[\\/].*\.css$/ },
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
