// `npm run verify -- --table <address|id> --round <n>`: audits a table round or shoe from chain data alone.
// `npm run verify -- --reserves`: checks the proof of reserves from chain data alone.
import { resolve } from "node:path";
import { ArgsError, parseVerifyArgs, USAGE } from "./args.js";
import { EXIT, runVerify } from "./run.js";
import { runReserves } from "./reserves.js";

const root = resolve(new URL("../..", import.meta.url).pathname);
// npm runs scripts from the package folder; INIT_CWD is where the command was typed.
const cwd = process.env.INIT_CWD ?? process.cwd();

async function main(): Promise<number> {
  const io = { log: (text: string) => console.log(text), error: (text: string) => console.error(text) };
  if (process.argv.includes("--reserves")) return runReserves(process.argv.slice(2), { cwd, defaultDeployments: resolve(root, ".data/deployments.json") }, io);
  let args;
  try {
    args = parseVerifyArgs(process.argv.slice(2), { cwd, defaultDeployments: resolve(root, ".data/deployments.json") });
  } catch (e) {
    if (!(e instanceof ArgsError)) throw e;
    console.error(`${e.message}\n\n${USAGE}`);
    return EXIT.BAD_ARGS;
  }
  if (args === "help") {
    console.log(USAGE);
    return EXIT.PASS;
  }
  return runVerify(args, io);
}

process.exitCode = await main();
