import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { stampWebBuild } from "../../scripts/lib/web-build-stamp.mjs";
import { precompress } from "./precompress-plugin";

/** Records which sources this build was made from, so `npm start` rebuilds only when they change. */
function stampBuild(): Plugin {
  return {
    name: "inkundla-build-stamp",
    apply: "build",
    closeBundle() {
      stampWebBuild(path.resolve(import.meta.dirname, "../.."), path.resolve(import.meta.dirname, "dist"));
    },
  };
}

const require = createRequire(import.meta.url);

const MANTINE_GLOBAL_SHEET = /[\\/]@mantine[\\/]core[\\/]styles[\\/]global\.css$/;

/** One of Mantine's sheets: the module with its class names, and the sheet with their rules. */
interface MantineSheet {
  classNamesFile: string;
  sheetFile: string;
  /** The sheets whose rules this one overrides on the same elements, and so must follow. */
  after: string[];
}

function listFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** The relative imports of one of Mantine's ES modules, as absolute paths. */
function relativeImportsOf(file: string): string[] {
  const code = readFileSync(file, "utf8");
  return [...code.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+)"/g)].map((match) =>
    path.resolve(path.dirname(file), match[1] ?? ""),
  );
}

/**
 * Mantine's sheets, keyed by the file of their class names. A component's class names live in
 * `<Name>.module.mjs` (e.g. esm/components/Button/Button.module.mjs) and its rules in
 * `styles/<Name>.css`. Mantine's styles.css lists the sheets so that a component's rules come after
 * those of the parts it builds on (Combobox after Popover, Button after UnstyledButton), whose classes
 * sit on the same elements. So Y must follow X when the code in Y's folder imports X's (directly, or
 * through modules without a sheet) and styles.css lists X first; the few imports against that order
 * are of contexts and icons, not of styled parts.
 */
function readMantineSheets(): Map<string, MantineSheet> {
  const coreRoot = path.dirname(require.resolve("@mantine/core/styles.css"));
  const wholeSheet = readFileSync(path.join(coreRoot, "styles.css"), "utf8");
  const files = listFiles(path.join(coreRoot, "esm")).filter((file) => file.endsWith(".mjs"));
  const classNamesFileOf = new Map<string, string>();
  for (const file of files) if (file.endsWith(".module.mjs")) classNamesFileOf.set(path.dirname(file), file);
  // A file belongs to the innermost folder with a sheet (Checkbox/CheckboxCard/ has its own).
  const folderOf = (file: string): string | undefined => {
    for (let folder = path.dirname(file); folder.startsWith(coreRoot); folder = path.dirname(folder)) {
      if (classNamesFileOf.has(folder)) return folder;
    }
    return undefined;
  };
  const importsOf = new Map<string, string[]>();
  const filesOf = new Map<string | undefined, string[]>();
  for (const file of files) {
    const folder = folderOf(file);
    const inFolder = filesOf.get(folder);
    if (inFolder) inFolder.push(file);
    else filesOf.set(folder, [file]);
  }
  const rankOf = new Map<string, number>();
  const sheets = new Map<string, MantineSheet>();
  for (const [folder, classNamesFile] of classNamesFileOf) {
    const sheetFile = path.join(
      coreRoot,
      "styles",
      path.basename(classNamesFile).replace(".module.mjs", ".css"),
    );
    const rank = wholeSheet.indexOf(readFileSync(sheetFile, "utf8").trim());
    if (rank < 0) throw new Error(`${sheetFile} is not part of Mantine's styles.css`);
    rankOf.set(classNamesFile, rank);
    const builtOn = new Set<string>();
    const queue = [...(filesOf.get(folder) ?? [])];
    const seen = new Set<string>();
    for (let file = queue.pop(); file; file = queue.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      if (!importsOf.has(file)) importsOf.set(file, relativeImportsOf(file));
      for (const imported of importsOf.get(file) ?? []) {
        const importedFolder = folderOf(imported);
        if (importedFolder === undefined || importedFolder === folder) queue.push(imported);
        else builtOn.add(classNamesFileOf.get(importedFolder) ?? "");
      }
    }
    sheets.set(classNamesFile, { classNamesFile, sheetFile, after: [...builtOn] });
  }
  for (const sheet of sheets.values()) {
    const rank = rankOf.get(sheet.classNamesFile) ?? 0;
    sheet.after = sheet.after.filter((other) => (rankOf.get(other) ?? rank) < rank);
  }
  // The notices' container restyles the core Notification it draws; its sheet came after all of core's.
  const notificationsRoot = path.dirname(require.resolve("@mantine/notifications/styles.css"));
  const notificationsClassNames = path.join(notificationsRoot, "esm", "Notifications.module.mjs");
  sheets.set(notificationsClassNames, {
    classNamesFile: notificationsClassNames,
    sheetFile: path.join(notificationsRoot, "styles.css"),
    after: [path.join(coreRoot, "esm", "components", "Notification", "Notification.module.mjs")],
  });
  return sheets;
}

/**
 * Mantine's whole stylesheet is about 36 KB gzip'd, most of it for components a given screen never
 * draws. src/main.tsx loads only Mantine's base sheets; in a build this plugin makes each module of
 * Mantine's class names import the sheet with their rules, so the rules travel in the same chunk as
 * the component: a screen gets the rules of the components it can draw, and a lazily loaded screen's
 * rules arrive before it renders (Vite waits for a chunk's CSS). Each such module first imports the
 * class names of the parts it builds on, so whichever chunks they land in, their sheets come first,
 * in Mantine's order.
 *
 * The dev server pre-bundles Mantine, so its modules never pass through here; there the global sheet
 * stands in for the whole of Mantine's (and the notifications') styles instead.
 */
function mantineStylesBesideComponents(): Plugin {
  let isBuild = true;
  let sheets = new Map<string, MantineSheet>();
  return {
    name: "inkundla-mantine-styles-beside-components",
    enforce: "pre",
    configResolved(config) {
      isBuild = config.command === "build";
      if (isBuild) sheets = readMantineSheets();
    },
    transform(code, id) {
      if (!isBuild) {
        if (!MANTINE_GLOBAL_SHEET.test(id)) return null;
        const wholeSheets = ["@mantine/core/styles.css", "@mantine/notifications/styles.css"].map((sheet) =>
          readFileSync(require.resolve(sheet), "utf8"),
        );
        return { code: wholeSheets.join("\n"), map: null };
      }
      const sheet = sheets.get(path.normalize(id));
      if (!sheet) return null;
      const imports = [...sheet.after, sheet.sheetFile].map((file) => `import ${JSON.stringify(file)};`);
      // Imports at the end still run before the module's own code, and appending leaves its source map
      // as it is. With a sheet to load, the module is no longer free of side effects: it must stay
      // wherever it is imported, even by another sheet's module that uses none of its names.
      return { code: `${code}\n${imports.join("\n")}\n`, map: null, moduleSideEffects: true };
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [mantineStylesBesideComponents(), react(), precompress(), stampBuild()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Which chunks each screen loads: `npm run bench:bundle` reads it to weigh the landing and dashboard.
    manifest: true,
    rolldownOptions: {
      // The shared package only declares schemas and constants, so unused ones (and zod) can be dropped.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        // Files are named by their hash alone: the entry lists every lazy chunk (with its CSS) for
        // preloading, and readable names there cost a first visit about 1.3 KB gzip'd; the manifest
        // still maps each source to its file.
        chunkFileNames: "assets/[hash].js",
        assetFileNames: "assets/[hash][extname]",
        codeSplitting: {
          // Everything the first paint needs in one chunk, with one stylesheet in import order (Mantine's
          // base sheets, then its components in the order they build on each other, then the app's own
          // rules). Left alone, rolldown splits modules the lazy screens share with the shell into a
          // dozen small chunks and stylesheets, which index.html links before the base sheets.
          groups: [{ name: "index", tags: ["$initial"] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: "http://localhost:5000" },
    },
  },
});
