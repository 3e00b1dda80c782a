import { Core } from "@walletconnect/core";
import { WalletKit, type WalletKitTypes } from "@reown/walletkit";
import { buildApprovedNamespaces, getSdkError } from "@walletconnect/utils";
import { getBytes, JsonRpcProvider, type HDNodeWallet, type TypedDataField } from "ethers";

/** What a phone wallet keeps: a key-value store in memory (nothing written to disk by tests). */
class MemoryStorage {
  private readonly items = new Map<string, unknown>();
  getKeys = async () => [...this.items.keys()];
  getEntries = async <T>() => [...this.items.entries()] as [string, T][];
  getItem = async <T>(key: string) => this.items.get(key) as T | undefined;
  setItem = async <T>(key: string, value: T) => void this.items.set(key, value);
  removeItem = async (key: string) => void this.items.delete(key);
}

type Params = unknown[];
interface TxRequest { to?: string; data?: string; value?: string; gas?: string }

/**
 * A phone wallet built on WalletConnect's own wallet SDK (WalletKit over Core), keyed by a
 * development account: it pairs from a `wc:` URI through the relay, approves the eip155 session on
 * the given chain and answers the site's requests by signing with its key, sending transactions to
 * the chain's RPC. Every request it answered is recorded by method.
 */
export async function startPhoneWallet(opts: { relayUrl: string; projectId: string; chainId: number; rpcUrl: string; key: HDNodeWallet }) {
  const rpc = new JsonRpcProvider(opts.rpcUrl, opts.chainId, { staticNetwork: true, cacheTimeout: -1 });
  const signer = opts.key.connect(rpc);
  const core = new Core({ projectId: opts.projectId, relayUrl: opts.relayUrl, storage: new MemoryStorage(), telemetryEnabled: false, logger: process.env.WC_DEBUG ? "debug" : undefined });
  const kit = await WalletKit.init({ core, metadata: { name: "Test phone wallet", description: "Sunrise e2e", url: "http://127.0.0.1", icons: [] } });
  const answered: string[] = [];
  const chain = `eip155:${opts.chainId}`;

  kit.on("session_proposal", ({ id, params }: WalletKitTypes.SessionProposal) => {
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: {
        eip155: {
          chains: [chain],
          methods: ["personal_sign", "eth_sendTransaction", "eth_signTypedData_v4", "wallet_switchEthereumChain"],
          events: ["accountsChanged", "chainChanged"],
          accounts: [`${chain}:${signer.address}`],
        },
      },
    });
    void kit.approveSession({ id, namespaces });
  });

  const answer = async (method: string, params: Params): Promise<unknown> => {
    switch (method) {
      case "personal_sign":
        return signer.signMessage(getBytes(String(params[0])));
      case "eth_signTypedData_v4": {
        const { domain, types, message } = JSON.parse(String(params[1])) as { domain: object; types: Record<string, TypedDataField[]>; message: object };
        delete types.EIP712Domain;
        return signer.signTypedData(domain, types, message);
      }
      case "eth_sendTransaction": {
        const tx = params[0] as TxRequest;
        const sent = await signer.sendTransaction({ to: tx.to, data: tx.data, value: tx.value ? BigInt(tx.value) : undefined, gasLimit: tx.gas ? BigInt(tx.gas) : undefined });
        return sent.hash;
      }
      case "wallet_switchEthereumChain":
        return null;
      default:
        throw new Error(`unsupported ${method}`);
    }
  };

  kit.on("session_request", ({ id, topic, params }: WalletKitTypes.SessionRequest) => {
    const { method, params: args } = params.request as { method: string; params: Params };
    void answer(method, args).then(
      (result) => {
        answered.push(method);
        return kit.respondSessionRequest({ topic, response: { id, jsonrpc: "2.0", result } });
      },
      (e: Error) => kit.respondSessionRequest({ topic, response: { id, jsonrpc: "2.0", error: { code: 5000, message: e.message } } }),
    );
  });

  return {
    address: signer.address,
    answered,
    pair: (uri: string) => kit.pair({ uri }),
    sessions: () => Object.values(kit.getActiveSessions()),
    /** The player ends the session from the phone (session_delete reaches the site). */
    disconnectAll: async () => {
      for (const s of Object.values(kit.getActiveSessions())) await kit.disconnectSession({ topic: s.topic, reason: getSdkError("USER_DISCONNECTED") });
    },
    stop: async () => {
      await core.relayer.transportClose().catch(() => undefined);
      rpc.destroy();
    },
  };
}
