/** The EIP-6963 id of the development Local wallet (kept apart so the shell need not load ethers). */
export const LOCAL_WALLET_RDNS = "dev.sunrise.localwallet";
