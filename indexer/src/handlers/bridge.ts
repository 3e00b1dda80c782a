import {
  BridgeProcess,
  BridgeStatus,
  BridgeStep,
  BridgeVote,
  Channel,
  ProcessType,
  WalletPair,
  type EntityManager,
} from "@sunrise/db";
import type { HandlerContext } from "./context.js";
import { balanceChanged } from "./balances.js";

export interface WithdrawalEvent { id: string; from: string; to: string; amount: bigint; targetChainId: bigint }
export interface MintVotedEvent { id: string; validator: string; to: string; amount: bigint; votes: bigint }
export interface MintedEvent { id: string; to: string; amount: bigint }
export interface PairRegisteredEvent { ethAddress: string; burnAddress: string }

const lower = (a: string) => a.toLowerCase();
/** Columns only the USDC vault's processes (types 2 and 3) fill. */
type UsdcQueueFields = "releaseAt" | "queueReasons" | "queueState" | "rejectReason" | "reviewedBy" | "withdrawalId";

/** A withdrawal on the asset chain goes to the game chain (91); one on the game chain goes to the asset chain (90). */
const typeOfWithdrawalOn = (role: "asset" | "game") => (role === "asset" ? ProcessType.SWAP_TO_GAME_CHAIN : ProcessType.SWAP_TO_ASSET_CHAIN);
/** Votes and mints happen on the target chain, so the process type is the opposite of a withdrawal there. */
const typeOfMintOn = (role: "asset" | "game") => (role === "asset" ? ProcessType.SWAP_TO_ASSET_CHAIN : ProcessType.SWAP_TO_GAME_CHAIN);

async function walletOfBurn(em: EntityManager, burn: string): Promise<string | null> {
  return (await em.findOne(WalletPair, { burnAddress: lower(burn) }))?.ethAddress ?? null;
}

/** The row for a withdrawal id, created from whichever event of it is seen first. */
async function processFor(ctx: HandlerContext, id: string, init: () => Promise<Omit<BridgeProcess, "id" | "updatedAt" | "status" | "step" | "votes" | UsdcQueueFields>>) {
  const { em } = ctx.store;
  const existing = await em.findOne(BridgeProcess, { id });
  if (existing) return existing;
  return em.create(BridgeProcess, { id, ...(await init()), status: BridgeStatus.WAITING, step: BridgeStep.WITHDRAWN, votes: 0, updatedAt: new Date() });
}

function announce(ctx: HandlerContext, p: BridgeProcess) {
  ctx.store.notify(Channel.bridgeProcess, { id: p.id, address: p.address });
}

export async function onWithdrawal(ctx: HandlerContext, ev: WithdrawalEvent): Promise<void> {
  const { em } = ctx.store;
  const { meta } = ctx;
  const from = lower(ev.from);
  const address = meta.role === "asset" ? from : await walletOfBurn(em, from);
  const p = await processFor(ctx, ev.id, async () => ({
    address,
    processType: typeOfWithdrawalOn(meta.role),
    amount: ev.amount.toString(),
    fromAddress: from,
    toAddress: lower(ev.to),
    sourceChainId: meta.chainId,
    targetChainId: Number(ev.targetChainId),
    withdrawTxHash: meta.txHash,
    withdrawBlock: meta.blockNumber,
    mintTxHash: null,
    createdAt: meta.timestamp,
  }));
  // The target chain's events may have been indexed first: fill in the source side without moving status back.
  p.address ??= address;
  p.fromAddress = from;
  p.sourceChainId = meta.chainId;
  p.withdrawTxHash = meta.txHash;
  p.withdrawBlock = meta.blockNumber;
  p.createdAt = meta.timestamp;
  if (p.processType === ProcessType.SWAP_TO_GAME_CHAIN) p.toAddress = lower(ev.to);
  announce(ctx, p);
  balanceChanged(ctx, from);
}

async function mintSide(ctx: HandlerContext, id: string, to: string, amount: bigint) {
  const { em } = ctx.store;
  const { meta } = ctx;
  const recipient = lower(to);
  const address = meta.role === "asset" ? recipient : await walletOfBurn(em, recipient);
  const p = await processFor(ctx, id, async () => ({
    address,
    processType: typeOfMintOn(meta.role),
    amount: amount.toString(),
    fromAddress: null,
    toAddress: recipient,
    sourceChainId: null,
    targetChainId: meta.chainId,
    withdrawTxHash: null,
    withdrawBlock: null,
    mintTxHash: null,
    createdAt: meta.timestamp,
  }));
  p.address ??= address;
  p.toAddress = recipient;
  return p;
}

export async function onMintVoted(ctx: HandlerContext, ev: MintVotedEvent): Promise<void> {
  const { em } = ctx.store;
  const voteId = `${ev.id}:${lower(ev.validator)}`;
  if (!(await em.findOne(BridgeVote, { id: voteId }))) {
    em.create(BridgeVote, {
      id: voteId,
      withdrawalId: ev.id,
      validator: lower(ev.validator),
      chainId: ctx.meta.chainId,
      txHash: ctx.meta.txHash,
      blockNumber: ctx.meta.blockNumber,
      votedAt: ctx.meta.timestamp,
    });
  }
  const p = await mintSide(ctx, ev.id, ev.to, ev.amount);
  p.votes = Math.max(p.votes, Number(ev.votes));
  if (p.status !== BridgeStatus.DONE) p.step = Math.max(p.step, BridgeStep.VOTING);
  announce(ctx, p);
}

export async function onMinted(ctx: HandlerContext, ev: MintedEvent): Promise<void> {
  const p = await mintSide(ctx, ev.id, ev.to, ev.amount);
  p.status = BridgeStatus.DONE;
  p.step = BridgeStep.MINTED;
  p.mintTxHash = ctx.meta.txHash;
  announce(ctx, p);
  balanceChanged(ctx, ev.to);
}

export async function onPairRegistered(ctx: HandlerContext, ev: PairRegisteredEvent): Promise<void> {
  const { em } = ctx.store;
  const eth = lower(ev.ethAddress);
  const burn = lower(ev.burnAddress);
  // A re-registration replaces both directions of the old pair.
  await em.nativeDelete(WalletPair, { burnAddress: burn, ethAddress: { $ne: eth } });
  const pair = await em.findOne(WalletPair, { ethAddress: eth });
  if (pair) Object.assign(pair, { burnAddress: burn, txHash: ctx.meta.txHash, blockNumber: ctx.meta.blockNumber });
  else em.create(WalletPair, { ethAddress: eth, burnAddress: burn, txHash: ctx.meta.txHash, blockNumber: ctx.meta.blockNumber });
  await em.flush();
  // Processes seen before the pair was known get their player now.
  const orphans = await em.find(BridgeProcess, { address: null, $or: [{ fromAddress: burn }, { toAddress: burn }] });
  for (const p of orphans) {
    p.address = eth;
    announce(ctx, p);
  }
}
