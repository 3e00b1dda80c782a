// Writes abi/<Contract>.json (the ABI array only) for every product contract from the Hardhat build.
import { readdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const sources = join(root, "artifacts", "contracts");
let count = 0;
for (const dir of readdirSync(sources)) {
  if (!dir.endsWith(".sol") || dir.endsWith(".t.sol")) continue;
  for (const file of readdirSync(join(sources, dir))) {
    if (!file.endsWith(".json") || file.endsWith(".dbg.json")) continue;
    const artifact = JSON.parse(readFileSync(join(sources, dir, file), "utf8"));
    if (artifact.bytecode === "0x") continue; // abstract contracts and interfaces have no deployable code
    const target = join(root, "abi", `${artifact.contractName}.json`);
    const text = `${JSON.stringify(artifact.abi, null, 2)}\n`;
    if (!existsSync(target) || readFileSync(target, "utf8") !== text) writeFileSync(target, text);
    count++;
  }
}
console.log(`exported ${count} ABIs to abi/`);
