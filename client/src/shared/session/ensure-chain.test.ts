import { describe, expect, it } from "vitest";
import { ProviderRpcError, USER_REJECTED } from "../wallet/eip1193.js";
import { ensureWalletChain, UNRECOGNIZED_CHAIN, type AddChainParams } from "./ensure-chain.js";
import { WrongNetworkError } from "./errors.js";

/** A fake EIP-1193 wallet on `chain`, knowing `known` chains, recording every request. */
function fakeWallet(chain: number, opts: { known?: number[]; refuseSwitch?: boolean; refuseAdd?: boolean } = {}) {
  const known = new Set(opts.known ?? [chain]);
  const calls: { method: string; params?: unknown }[] = [];
  let current = chain;
  const provider = {
    calls,
    request: async ({ method, params }: { method: string; params?: unknown }) => {
      calls.push({ method, params });
      const [arg] = (params ?? []) as { chainId: string }[];
      switch (method) {
        case "eth_chainId":
          return `0x${current.toString(16)}`;
        case "wallet_switchEthereumChain":
          if (opts.refuseSwitch) throw new ProviderRpcError(USER_REJECTED, "User rejected the request.");
          if (!known.has(Number(arg!.chainId))) throw new ProviderRpcError(UNRECOGNIZED_CHAIN, "Unrecognized chain ID");
          current = Number(arg!.chainId);
          return null;
        case "wallet_addEthereumChain":
          if (opts.refuseAdd) throw new ProviderRpcError(USER_REJECTED, "User rejected the request.");
          known.add(Number(arg!.chainId));
          current = Number(arg!.chainId);
          return null;
        default:
          throw new Error(`unexpected ${method}`);
      }
    },
  };
  return provider;
}

const LOCAL: AddChainParams = { chainId: "0x7a69", chainName: "Sunrise local chain", rpcUrls: ["http://127.0.0.1:8545"], nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 } };
const methods = (w: ReturnType<typeof fakeWallet>) => w.calls.map((c) => c.method);

describe("the main chain check on connect (SPEC §5)", () => {
  it("asks nothing of a wallet already on the main chain", async () => {
    const wallet = fakeWallet(1);
    expect(await ensureWalletChain(wallet, 1)).toBe(1);
    expect(methods(wallet)).toEqual(["eth_chainId"]);
  });

  it("requests a switch to 0x1 when the wallet is elsewhere, and goes on once it switched", async () => {
    const wallet = fakeWallet(5, { known: [1, 5] });
    expect(await ensureWalletChain(wallet, 1)).toBe(1);
    expect(wallet.calls[1]).toEqual({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x1" }] });
  });

  it("asks the wallet to add the local chain when the switch fails with 4902", async () => {
    const wallet = fakeWallet(1);
    expect(await ensureWalletChain(wallet, 31337, LOCAL)).toBe(31337);
    expect(methods(wallet)).toEqual(["eth_chainId", "wallet_switchEthereumChain", "wallet_addEthereumChain", "eth_chainId"]);
    expect(wallet.calls[2]!.params).toEqual([LOCAL]);
  });

  it("fails with Wrong network when the player refuses the switch", async () => {
    const wallet = fakeWallet(5, { known: [1, 5], refuseSwitch: true });
    await expect(ensureWalletChain(wallet, 1)).rejects.toBeInstanceOf(WrongNetworkError);
  });

  it("fails with Wrong network when the player refuses to add the local chain, or nothing describes it", async () => {
    await expect(ensureWalletChain(fakeWallet(1, { refuseAdd: true }), 31337, LOCAL)).rejects.toBeInstanceOf(WrongNetworkError);
    const bare = fakeWallet(1);
    await expect(ensureWalletChain(bare, 31337)).rejects.toBeInstanceOf(WrongNetworkError);
    expect(methods(bare)).not.toContain("wallet_addEthereumChain");
  });

  it("reads a chain id given as a number (WalletConnect's SDK) as well as hex", async () => {
    const numeric = { request: async ({ method }: { method: string }) => (method === "eth_chainId" ? 31337 : null) };
    expect(await ensureWalletChain(numeric, 31337)).toBe(31337);
  });
});
