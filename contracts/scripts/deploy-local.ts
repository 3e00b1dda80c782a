// Deploys the suite to two running local chains and writes deployments/local.json:
//   hardhat node --network assetChain --port 8545 --hostname 127.0.0.1
//   hardhat node --network gameChain --port 8546 --hostname 127.0.0.1
//   npm run deploy:local -w @sunrise/contracts
import { HDNodeWallet, Mnemonic } from "ethers";
import { deploySuite, writeDeployments } from "../src/deploy.js";

/** The public Hardhat development mnemonic: its keys guard nothing but local chains. */
const DEV_MNEMONIC = Mnemonic.fromPhrase("test test test test test test test test test test test junk");
const dev = (i: number) => HDNodeWallet.fromMnemonic(DEV_MNEMONIC, `m/44'/60'/0'/0/${i}`);

const started = Date.now();
const deployments = await deploySuite({
  assetRpcUrl: "http://127.0.0.1:8545",
  gameRpcUrl: "http://127.0.0.1:8546",
  deployerKey: dev(0).privateKey,
  validators: [7, 8, 9].map((i) => dev(i).address),
  minValidator: 2,
  seedAccounts: [1, 2, 3, 4, 5].map((i) => dev(i).address),
  seedAmount: 100_000n * 10n ** 6n,
});
const target = new URL("../deployments/local.json", import.meta.url).pathname;
writeDeployments(target, deployments);
console.log(JSON.stringify(deployments, null, 2));
console.log(`deployed in ${Date.now() - started} ms → ${target}`);
