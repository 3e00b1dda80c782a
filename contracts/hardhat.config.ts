import { createRequire } from "node:module";
import hardhatToolboxMochaEthersPlugin from "@nomicfoundation/hardhat-toolbox-mocha-ethers";
import { defineConfig } from "hardhat/config";

// The solc package's wasm build: Hardhat compiles offline and never downloads a compiler. The
// wrapper passes the input on the heap: a whole-project job overflows the wasm stack otherwise.
const SOLJSON = createRequire(import.meta.url).resolve("./solc/soljson-heap-input.cjs");
/** The decision table's code is tuned for size, to stay under the 24,576-byte limit of deployed code. */
const TABLE_SIZE = { "contracts/DecisionTable.sol": { version: "0.8.28", path: SOLJSON, settings: { optimizer: { enabled: true, runs: 1 } } } };
const chainId = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export default defineConfig({
  plugins: [hardhatToolboxMochaEthersPlugin],
  solidity: {
    profiles: {
      default: { compilers: [{ version: "0.8.28", path: SOLJSON, settings: { optimizer: { enabled: true, runs: 200 } } }], overrides: TABLE_SIZE },
      production: { compilers: [{ version: "0.8.28", path: SOLJSON, settings: { optimizer: { enabled: true, runs: 200 } } }], overrides: TABLE_SIZE },
    },
  },
  // Invariant campaigns kept small: the machine is shared and each run replays a whole call sequence.
  test: { solidity: { fuzz: { runs: 256 }, invariant: { runs: 64, depth: 40 } } },
  // The local chains mine a block per transaction. Without same-second blocks every block would
  // be a second after the last, and a busy chain's clock would run ahead of real time (rounds,
  // bonus expiry and refund timeouts all read block time).
  networks: {
    assetChain: { type: "edr-simulated", chainType: "l1", chainId: chainId("ASSET_CHAIN_ID", 31337), allowUnlimitedContractSize: false, allowBlocksWithSameTimestamp: true },
    gameChain: { type: "edr-simulated", chainType: "l1", chainId: chainId("GAME_CHAIN_ID", 31338), allowUnlimitedContractSize: false, allowBlocksWithSameTimestamp: true },
  },
});
