/** The id the WalletConnect entry carries in the wallet list (kept apart so the lobby never loads the SDK). */
export const WALLET_CONNECT_RDNS = "com.walletconnect";

/** What the client needs to offer WalletConnect: the gateway's configuration and the chain to pair on. */
export interface WalletConnectSettings {
  projectId: string;
  /** WebSocket URL of the relay (a loopback stand-in under `npm start`). */
  relayUrl: string;
  chainId: number;
  /** WalletConnect's Verify attestation on each request (off where its service cannot be reached). */
  verify: boolean;
  /** Absolute HTTP RPC URL of that chain, for the reads the wallet does not answer. */
  rpcUrl: string;
}
