import type { Eip1193Provider } from "../wallet/eip1193.js";
import { WrongNetworkError } from "./errors.js";

/** EIP-3085/3326: the wallet does not know the chain it was asked to switch to. */
export const UNRECOGNIZED_CHAIN = 4902;

/** What `wallet_addEthereumChain` needs to teach a wallet the local development chain. */
export interface AddChainParams {
  chainId: string;
  chainName: string;
  rpcUrls: string[];
  nativeCurrency: { name: string; symbol: string; decimals: number };
}

export const hexChain = (id: number) => `0x${id.toString(16)}`;

const chainOf = async (provider: Eip1193Provider) => Number(BigInt(String(await provider.request({ method: "eth_chainId" }))));

function isUnrecognizedChain(e: unknown): boolean {
  const err = e as { code?: unknown; data?: { originalError?: { code?: unknown } } } | null;
  return err?.code === UNRECOGNIZED_CHAIN || err?.data?.originalError?.code === UNRECOGNIZED_CHAIN;
}

/**
 * SPEC §5: the wallet must be on the configured main chain. When it is not, a switch is requested;
 * a wallet that does not know the chain (4902) is asked to add it when `addChain` describes it (the
 * local chain in development). Still elsewhere afterwards: "Wrong network". Returns the chain id.
 */
export async function ensureWalletChain(provider: Eip1193Provider, chainId: number, addChain?: AddChainParams): Promise<number> {
  if ((await chainOf(provider)) === chainId) return chainId;
  try {
    await provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: hexChain(chainId) }] });
  } catch (e) {
    if (addChain && isUnrecognizedChain(e)) await provider.request({ method: "wallet_addEthereumChain", params: [addChain] }).catch(() => undefined);
  }
  if ((await chainOf(provider)) !== chainId) throw new WrongNetworkError();
  return chainId;
}
