import { resolve } from "node:path";
import type { Rolldown } from "vite";

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions["codeSplitting"]>, boolean>;
type Group = NonNullable<CodeSplitting["groups"]>[number];
type ModuleInfo = (id: string) => { importedIds: readonly string[] } | null;

/** GraphiQL's entry reaches all of graphql through its index; the site uses a few of its modules, which the bundler's own split finds. */
const GRAPHQL = /[\\/]node_modules[\\/]graphql[\\/]/;

/** Every module `from` reaches through static imports (what loads with it, before any dynamic import). */
function staticallyReached(from: string, info: ModuleInfo): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The site's first load in a few chunks instead of thirty (a browser opens six connections to the
 * gateway over HTTP/1.1, so every extra wave of requests costs a round trip): `lobby`, what only
 * the site's entry imports statically, and `common`, what GraphiQL's entry imports too (React), so
 * GraphiQL never loads the site's code or styles. Lazy pages keep their own chunks.
 */
export function firstLoadChunks(root: string): CodeSplitting {
  const site = resolve(root, "src/main.tsx");
  const graphiql = resolve(root, "src/graphiql/main.tsx");
  let pass: { ctx: object; site: Set<string>; graphiql: Set<string> } | undefined;
  const group: Group = {
    name: (id, ctx) => {
      if (pass?.ctx !== ctx) {
        const info: ModuleInfo = (m) => ctx.getModuleInfo(m);
        pass = { ctx, site: staticallyReached(site, info), graphiql: staticallyReached(graphiql, info) };
      }
      if (id === site || !pass.site.has(id)) return null;
      if (!pass.graphiql.has(id)) return "lobby";
      return GRAPHQL.test(id) ? null : "common";
    },
    tags: ["$initial"],
    // The split is closed under imports (a shared module imports only shared ones), so no group needs another's modules.
    includeDependenciesRecursively: false,
  };
  return { groups: [group] };
}
