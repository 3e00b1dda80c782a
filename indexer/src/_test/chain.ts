export { devWallet, freePort, startChild, startHardhat, type Child, type LocalChain } from "@sunrise/contracts/testing";
