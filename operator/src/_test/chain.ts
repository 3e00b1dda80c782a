import { startHardhat, type LocalChain } from "@sunrise/contracts/testing";

export { devWallet, startChild, type Child, type LocalChain } from "@sunrise/contracts/testing";

/** A Hardhat node of the platform's game chain config (automine), on a free port. */
export const startGameChain = (): Promise<LocalChain> => startHardhat("gameChain");
