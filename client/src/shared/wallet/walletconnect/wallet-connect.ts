import { EthereumProvider } from "@walletconnect/ethereum-provider";
import type { Eip1193Provider, WalletDetail } from "../eip1193.js";
import { WALLET_CONNECT_RDNS, type WalletConnectSettings } from "./wallet-connect-id.js";
import { WALLET_CONNECT_ICON } from "./wallet-connect-icon.js";

/** The methods a paired wallet must answer: sign-in and the secret (personal_sign), transactions, typed data, chain switches. */
export const WALLET_CONNECT_METHODS = ["personal_sign", "eth_sendTransaction", "eth_signTypedData_v4", "wallet_switchEthereumChain"];
const EVENTS = ["accountsChanged", "chainChanged"];

type Listener = (...args: unknown[]) => void;

/**
 * WalletConnect behind the same EIP-1193 surface as an extension wallet: `eth_requestAccounts`
 * pairs (the pairing URI goes to `onUri`, for the QR code, link and phone deep link), everything
 * else goes to the SDK, which forwards signing to the phone and reads to the chain's RPC.
 */
export class WalletConnectWallet implements Eip1193Provider {
  private readonly uriListeners = new Set<(uri: string) => void>();

  private constructor(private readonly inner: Awaited<ReturnType<typeof EthereumProvider.init>>) {
    inner.on("display_uri", (uri: string) => this.uriListeners.forEach((l) => l(uri)));
  }

  static async create(s: WalletConnectSettings): Promise<WalletConnectWallet> {
    const inner = await EthereumProvider.init({
      projectId: s.projectId,
      relayUrl: s.relayUrl,
      chains: [s.chainId],
      methods: WALLET_CONNECT_METHODS,
      events: EVENTS,
      rpcMap: { [s.chainId]: s.rpcUrl },
      showQrModal: false,
      // Nothing leaves for WalletConnect's analytics; the relay is the only service used.
      telemetryEnabled: false,
      metadata: { name: "Sunrise", description: "Provably fair live casino", url: window.location.origin, icons: [] },
    });
    // Without its service the SDK would wait 5 s on a hidden frame before each request it sends.
    const core = inner.signer.client?.core;
    if (!s.verify && core) core.verify.register = () => Promise.resolve("");
    return new WalletConnectWallet(inner);
  }

  /** Called with each new pairing URI (`wc:…`) while a pairing waits for the phone. */
  onUri(listener: (uri: string) => void): () => void {
    this.uriListeners.add(listener);
    return () => this.uriListeners.delete(listener);
  }

  /** Gives up a pairing still waiting for the phone: the pending `eth_requestAccounts` fails. */
  abortPairing(): void {
    if (!this.inner.session) this.inner.signer.abortPairingAttempt();
  }

  async request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown> {
    if (args.method === "eth_requestAccounts") return this.inner.enable();
    const result = await this.inner.request(args);
    // The SDK answers eth_chainId with a number; EIP-1193 wallets answer hex.
    return args.method === "eth_chainId" && typeof result === "number" ? `0x${result.toString(16)}` : result;
  }

  on(event: string, listener: Listener): void {
    this.inner.on(event as "connect", listener as never);
  }

  removeListener(event: string, listener: Listener): void {
    this.inner.removeListener(event as "connect", listener as never);
  }

  /** Ends the session on both sides (the player signed out here). */
  async disconnect(): Promise<void> {
    if (this.inner.session) await this.inner.disconnect().catch(() => undefined);
  }
}

export function walletConnectDetail(provider: WalletConnectWallet): WalletDetail {
  return { info: { uuid: "walletconnect", name: "WalletConnect", icon: WALLET_CONNECT_ICON, rdns: WALLET_CONNECT_RDNS }, provider };
}
