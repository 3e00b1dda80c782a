// npm started under an older system Node skips packages whose engines need Node >= 22
// (Hardhat's native EDR binding among them). Once the `node@24` package is in place, run
// the install once more on Node 24 so those packages land too.
import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";

const root = process.cwd();
const binding = join(root, "node_modules", "@nomicfoundation", `edr-${process.platform}-${process.arch}-gnu`);
const node24 = join(root, "node_modules", ".bin", "node");

if (process.env.SUNRISE_REINSTALL || existsSync(binding) || !existsSync(node24)) process.exit(0);

console.log("[sunrise] re-running npm install on Node 24 to add packages that need it");
const bin = join(root, "node_modules", ".bin");
execFileSync("npm", ["install", "--no-audit", "--no-fund"], {
  stdio: "inherit",
  env: { ...process.env, SUNRISE_REINSTALL: "1", PATH: `${bin}:${process.env.PATH}` },
});
