/**
 * The app's route modules, read from app/routes/ so a test that walks them
 * cannot miss a new one, each with the address a browser uses for it.
 */
import fs from "node:fs";
import path from "node:path";

const ROUTES_DIR = path.resolve(import.meta.dirname, "../../app/routes");

export type RouteModule = { file: string; url: string; hasLoader: boolean; hasAction: boolean };

/**
 * Remix's flat-file name as the address a browser uses: dots are slashes, a
 * trailing `_` only leaves the parent layout, `_index` is the parent's own
 * address (its action is posted with `?index`), `$param` takes a value, `[.]` is a dot.
 */
function urlOf(file: string) {
  const name = file.replace(/\.(tsx|ts)$/, "");
  const segments = name.split(/\.(?![^[]*\])/).flatMap((part) => {
    if (part === "_index") return [];
    if (part.startsWith("$")) return ["1"];
    return [part.replace(/_$/, "").replace(/\[\.\]/g, ".")];
  });
  return `/${segments.join("/")}${name.endsWith("_index") ? "?index" : ""}`;
}

/** Every route module whose file name passes `keep` (the catch-all `$.tsx` has no address of its own). */
export function routeModules(keep: (file: string) => boolean = () => true): RouteModule[] {
  return fs
    .readdirSync(ROUTES_DIR)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== "$.tsx" && keep(file))
    .map((file) => {
      const source = fs.readFileSync(path.join(ROUTES_DIR, file), "utf8");
      const exported = (name: string) => new RegExp(`export (async )?(function|const) ${name}\\b`).test(source);
      return { file, url: urlOf(file), hasLoader: exported("loader"), hasAction: exported("action") };
    });
}
