import express, { type Router } from "express";
import { existsSync } from "node:fs";
import { join } from "node:path";

/** Serves the built client: GraphiQL at /graphiql, everything else falls back to the SPA. */
export function clientStatic(dist: string): Router {
  const router = express.Router();
  if (!existsSync(join(dist, "index.html"))) {
    router.get("/", (_req, res) => void res.status(503).type("text/plain").send("The client is not built: run `npm run build -w @sunrise/client`."));
    return router;
  }
  router.get("/graphiql", (_req, res) => res.sendFile(join(dist, "graphiql.html")));
  router.use(express.static(dist, { index: false, maxAge: "1h" }));
  router.get(/^\/(?!graphql|api\/|rpc\/).*/, (_req, res) => res.sendFile(join(dist, "index.html")));
  return router;
}
