export { devWallet, startHardhat, type LocalChain } from "@sunrise/contracts/testing";
