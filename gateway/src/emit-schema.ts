// Writes the GraphQL schema to /schema.graphql (committed; CI fails when it is stale).
import { fileURLToPath } from "node:url";
import { createSchema } from "./graphql/schema.js";
import { createLivePubSub } from "./graphql/live.js";

const target = fileURLToPath(new URL("../../schema.graphql", import.meta.url));
await createSchema(createLivePubSub(), target);
console.log(`wrote ${target}`);
