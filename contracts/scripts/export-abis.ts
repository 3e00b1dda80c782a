// Writes abi/<Contract>.json (the ABI array only) for every product contract from the Hardhat build.
import { readdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
let count = 0;

/** Contract folders (`X.sol/`) under artifacts/contracts, feature folders such as rules/ included. */
function* artifactDirs(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    if (entry.name.endsWith(".sol")) yield join(dir, entry.name);
    else yield* artifactDirs(join(dir, entry.name));
  }
}

for (const dir of artifactDirs(join(root, "artifacts", "contracts"))) {
  if (dir.endsWith(".t.sol")) continue;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith(".json") || file.endsWith(".dbg.json")) continue;
    const artifact = JSON.parse(readFileSync(join(dir, file), "utf8"));
    if (artifact.bytecode === "0x") continue; // abstract contracts and interfaces have no deployable code
    if (artifact.abi.length === 0) continue; // libraries of internal functions have no interface
    const target = join(root, "abi", `${artifact.contractName}.json`);
    const text = `${JSON.stringify(artifact.abi, null, 2)}\n`;
    if (!existsSync(target) || readFileSync(target, "utf8") !== text) writeFileSync(target, text);
    count++;
  }
}
console.log(`exported ${count} ABIs to abi/`);
