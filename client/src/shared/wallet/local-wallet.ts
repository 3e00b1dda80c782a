import { HDNodeWallet, JsonRpcProvider, Mnemonic, getBytes, isHexString, toUtf8String, type TypedDataField } from "ethers";
import { ProviderRpcError, USER_REJECTED, type Eip1193Provider, type WalletDetail } from "./eip1193.js";
import { StorageKey } from "../storage/keys.js";
import { LOCAL_WALLET_RDNS } from "./local-wallet-id.js";

export { LOCAL_WALLET_RDNS };

/** The public development mnemonic of the local chains: these keys guard only demo money. */
const DEV_MNEMONIC = "test test test test test test test test test test test junk";
export const LOCAL_ACCOUNT_INDEXES = [1, 2, 3, 4, 5] as const;

export function localAccountAddress(index: number): string {
  return HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(DEV_MNEMONIC), `m/44'/60'/0'/0/${index}`).address;
}

type Listener = (...args: unknown[]) => void;

/**
 * An EIP-1193 wallet over the local chain's development accounts, so anyone can try Sunrise in
 * development without an extension. It signs in the page and sends raw transactions through
 * the gateway's /rpc proxy.
 */
export class LocalWalletProvider implements Eip1193Provider {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly rpc: JsonRpcProvider;

  constructor(rpcUrl: string, private readonly chainId: number) {
    // No request cache: automined blocks land faster than ethers' 250 ms cache would expire.
    this.rpc = new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true, cacheTimeout: -1, pollingInterval: 250 });
  }

  selectAccount(index: number): void {
    localStorage.setItem(StorageKey.localAccount, String(index));
    this.emit("accountsChanged", [localAccountAddress(index)]);
  }

  private signer(): HDNodeWallet | null {
    const index = Number(localStorage.getItem(StorageKey.localAccount));
    if (!LOCAL_ACCOUNT_INDEXES.includes(index as 1)) return null;
    return HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(DEV_MNEMONIC), `m/44'/60'/0'/0/${index}`).connect(this.rpc);
  }

  private requireSigner(): HDNodeWallet {
    const s = this.signer();
    if (!s) throw new ProviderRpcError(USER_REJECTED, "No local account chosen");
    return s;
  }

  async request({ method, params = [] }: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown> {
    const args = Array.isArray(params) ? params : [];
    switch (method) {
      case "eth_requestAccounts":
        return [this.requireSigner().address];
      case "eth_accounts": {
        const s = this.signer();
        return s ? [s.address] : [];
      }
      case "eth_chainId":
        return `0x${this.chainId.toString(16)}`;
      case "net_version":
        return String(this.chainId);
      case "personal_sign": {
        const message = String(args[0]);
        return this.requireSigner().signMessage(isHexString(message) ? toUtf8String(getBytes(message)) : message);
      }
      case "eth_signTypedData_v4": {
        const data = JSON.parse(String(args[1])) as { domain: object; types: Record<string, TypedDataField[]>; message: Record<string, unknown> };
        const { EIP712Domain: _unused, ...types } = data.types;
        return this.requireSigner().signTypedData(data.domain, types, data.message);
      }
      case "eth_sendTransaction": {
        const tx = args[0] as { to?: string; data?: string; value?: string; gas?: string };
        const sent = await this.requireSigner().sendTransaction({ to: tx.to, data: tx.data, value: tx.value ? BigInt(tx.value) : 0n, gasLimit: tx.gas ? BigInt(tx.gas) : undefined });
        return sent.hash;
      }
      case "wallet_switchEthereumChain": {
        const wanted = parseInt(String((args[0] as { chainId?: string })?.chainId ?? "0"), 16);
        if (wanted !== this.chainId) throw new ProviderRpcError(4902, "The Local wallet only knows the local asset chain");
        return null;
      }
      default:
        return this.rpc.send(method, args);
    }
  }

  on(event: string, listener: Listener): void {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
  }

  removeListener(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: string, ...args: unknown[]): void {
    this.listeners.get(event)?.forEach((l) => l(...args));
  }
}

/** A data-URI icon so the wallet list needs nothing from the network. */
const ICON = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f5c542"/><path d="M9 21l7-11 7 11z" fill="#0b0f1a"/></svg>')}`;

export function localWalletDetail(provider: LocalWalletProvider): WalletDetail {
  return { info: { uuid: "sunrise-local-wallet", name: "Local wallet", icon: ICON, rdns: LOCAL_WALLET_RDNS }, provider };
}
