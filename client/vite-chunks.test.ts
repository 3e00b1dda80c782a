// @vitest-environment node
import { describe, expect, it } from "vitest";
import { firstLoadChunks } from "./vite-chunks.js";

const nm = (path: string) => `/app/node_modules/${path}`;
const graph: Record<string, string[]> = {
  "/app/src/main.tsx": ["/app/src/app/router.tsx", nm("react-dom/client.js")],
  "/app/src/app/router.tsx": [nm("react-router/index.js"), nm("graphql/language/visitor.js")],
  "/app/src/graphiql/main.tsx": [nm("react-dom/client.js"), nm("graphql/index.js")],
  [nm("graphql/index.js")]: [nm("graphql/language/visitor.js"), nm("graphql/utilities/buildASTSchema.js")],
};
const ctx = { getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }) };

describe("the site's first-load chunks", () => {
  const { name } = firstLoadChunks("/app").groups![0]!;
  const chunkOf = (id: string) => (typeof name === "function" ? name(id, ctx as never) : name);

  it("are `lobby` for what only the site's entry loads and `common` for what GraphiQL's loads too", () => {
    expect(chunkOf("/app/src/app/router.tsx")).toBe("lobby");
    expect(chunkOf(nm("react-router/index.js"))).toBe("lobby");
    expect(chunkOf(nm("react-dom/client.js"))).toBe("common");
  });

  it("leave graphql, the entry itself and lazily loaded code to the bundler's own split", () => {
    for (const id of [nm("graphql/language/visitor.js"), nm("graphql/utilities/buildASTSchema.js"), "/app/src/main.tsx", "/app/src/features/table/TablePage.tsx"]) expect(chunkOf(id)).toBeNull();
  });
});
