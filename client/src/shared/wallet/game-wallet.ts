import { Contract, Wallet, type JsonRpcSigner } from "ethers";
import type { ApolloClient } from "@apollo/client";
import assetBridgeAbi from "@sunrise/contracts/abi/AssetChainBridge.json";
import { pairApprovalMessage } from "@sunrise/contracts/constants";
import { RegisterDocument } from "../../gql/graphql.js";
import { encryptPrivateKey } from "./sunc-crypto.js";
import { readVisitorCookie, VisitorCookie } from "../storage/visitor-cookies.js";

/** Pairs a game wallet with the player's wallet on the asset chain (the wallet sends the transaction). */
export async function pairGameWallet(signer: JsonRpcSigner, assetBridge: string, sunc: Wallet): Promise<void> {
  const owner = await signer.getAddress();
  const bridge = new Contract(assetBridge, assetBridgeAbi, signer);
  const tx = await bridge.getFunction("registerPairAddress")(owner, await sunc.signMessage(pairApprovalMessage(owner)));
  await tx.wait();
}

/**
 * SPEC §4 registration: a new game ("sunc") wallet is created here, its key encrypted with the
 * signature-derived secret, the user registered, then the wallet paired on chain.
 */
export async function registerGameWallet(opts: { client: ApolloClient; signer: JsonRpcSigner; secret: string; assetBridge: string }): Promise<void> {
  const sunc = Wallet.createRandom();
  const encryptedPrivateKey = await encryptPrivateKey(sunc.privateKey, opts.secret);
  await opts.client.mutate({
    mutation: RegisterDocument,
    variables: { input: { refCode: readVisitorCookie(VisitorCookie.refCode), sunc: { version: 1, address: sunc.address, encryptedPrivateKey } } },
  });
  await pairGameWallet(opts.signer, opts.assetBridge, new Wallet(sunc.privateKey));
}
