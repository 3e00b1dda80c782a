/** SPEC §3 process types: SUSD between the chains (90 to the asset chain, 91 to the game chain). */
export const CHAIN_TYPES = [90, 91];
/** USDC ⇄ SUSD on the asset chain: 1 swap to stablecoin, 2 swap to USDC, 3 claim stablecoin. */
export const USDC_TYPES = [1, 2, 3];
