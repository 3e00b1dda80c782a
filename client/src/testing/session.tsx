import type { ReactNode } from "react";
import { SessionContext, type ChainConfig, type Me, type Session } from "../shared/session/SessionProvider.js";

export const TEST_ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

export const testConfig: ChainConfig = {
  id: "chain-config", walletChainId: 31337, assetChainId: 31337, gameChainId: 31338,
  assetRpcUrl: "/rpc/asset", gameRpcUrl: "/rpc/game", assetSusd: "0x01", gameSusd: "0x02", assetBridge: "0x03", gameBridge: "0x04",
  minBridgeAmount: "85000000", maxBridgeAmount: "20000000000000", minValidator: 2, devWallet: true, walletConnectProjectId: null, walletConnectRelayUrl: "ws://127.0.0.1:4010", walletConnectVerify: false, stakingContract: null, cashier: "0x00000000000000000000000000000000000000ca",
};

export function testUser(over: Partial<Me> = {}): Me {
  return {
    id: "u1", address: TEST_ADDRESS.toLowerCase(), name: "Player", banned: false, isAdmin: false, userType: "NORMAL", isAffiliate: false, refCode: null,
    sunc: { address: "0x05", encryptedPrivateKey: "v1:00:00", version: 1 }, ...over,
  };
}

const reject = () => Promise.reject(new Error("not in tests"));

/** A fixed session: a guest unless told otherwise; `signedIn` gives an active wallet too. */
export function testSession(over: Partial<Session> = {}): Session {
  const signedIn = over.status === "signedIn";
  return {
    config: testConfig, gatewayDown: false, banned: false, wallets: [], localWallet: undefined, loadLocalWallet: () => Promise.resolve(), walletConnectOffered: false, walletConnect: undefined, loadWalletConnect: reject, status: "guest", me: null, meLoaded: signedIn,
    active: signedIn ? { detail: { info: { uuid: "t", name: "Test", icon: "", rdns: "test.wallet" }, provider: { request: reject } }, address: TEST_ADDRESS } : undefined,
    refetchMe: reject, connect: reject, disconnect: reject, signer: reject, secret: reject, ...over,
  };
}

export function SessionFixture({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
