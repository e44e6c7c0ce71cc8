import { defineConfig, type Plugin } from "vite";
import * as sass from "sass";

const FOUNDRY = "http://localhost:30000";
const BASE = "/systems/manifold/";

/** In dev, Foundry asks for the built names; serve them from source instead. */
function devEntries(): Plugin {
  return {
    name: "manifold-dev-entries",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url === `${BASE}manifold.mjs`) req.url = `${BASE}src/manifold.ts`;
        if (req.url === `${BASE}manifold.css`) {
          res.setHeader("Content-Type", "text/css");
          res.end(sass.compile("styles/manifold.scss").css);
          return;
        }
        next();
      });
    },
    handleHotUpdate({ file, server }) {
      if (file.endsWith(".hbs") || file.endsWith(".json") || file.endsWith(".scss")) {
        const path = file.slice(server.config.root.length + 1);
        server.ws.send({ type: "custom", event: "manifold:hot", data: { path } });
        return [];
      }
      return undefined;
    },
  };
}

export default defineConfig({
  base: BASE,
  publicDir: false,
  plugins: [devEntries()],
  build: {
    outDir: "dist",
    emptyOutDir: false,
    sourcemap: true,
    minify: true,
    lib: { entry: "src/manifold.ts", formats: ["es"], fileName: () => "manifold.mjs" },
    // Library mode keeps the whitespace of an ES bundle; strip it too. Class names stay as written:
    // Foundry keys sheets and Roll classes by them (`${scope}.${sheet.name}`, a stored roll's class);
    // functions' names may go.
    rolldownOptions: {
      // Code loaded only when asked for (the GM's self-test) imports what it shares from manifold.mjs
      // itself, instead of library mode splitting the shared code into a chunk every client loads.
      preserveEntrySignatures: "allow-extension",
      output: {
        minify: {
          compress: { keepNames: { function: false, class: true } },
          mangle: { keepNames: { function: false, class: true } },
          codegen: { removeWhitespace: true },
        },
      },
    },
  },
  server: {
    port: 30001,
    proxy: {
      [`^(?!${BASE})`]: FOUNDRY,
      "/socket.io": { target: FOUNDRY.replace("http", "ws"), ws: true },
    },
  },
});
