// Fails when committed generated files (GraphQL schema, client hooks, ABIs, decoders) differ from a fresh generation.
import { execFileSync } from "node:child_process";

const run = (cmd, args) => execFileSync(cmd, args, { stdio: "inherit" });
run("npm", ["run", "emit-schema", "-w", "@sunrise/gateway", "--silent"]);
run("npx", ["graphql-codegen", "--config", "codegen.ts", "--silent"]);

const paths = ["schema.graphql", "client/src/gql", "contracts/abi", "indexer/src/abi"];
const changed = execFileSync("git", ["status", "--porcelain", "--", ...paths], { encoding: "utf8" }).trim();
if (changed) {
  console.error(`Generated files are stale; regenerate (npm run codegen) and commit:\n${changed}`);
  execFileSync("git", ["--no-pager", "diff", "--stat", "--", ...paths], { stdio: "inherit" });
  process.exit(1);
}
console.log("generated files are fresh");
