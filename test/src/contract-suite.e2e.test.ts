import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AbiCoder, Contract, Wallet, hexlify, keccak256, randomBytes } from "ethers";
import bonusAbi from "@sunrise/contracts/abi/BonusManager.json" with { type: "json" };
import stakingAbi from "@sunrise/contracts/abi/Staking.json" with { type: "json" };
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import { ChainProvider, depositAtCashier, fundGameSusd, fundSusd, usdcContractsOf } from "@sunrise/contracts";
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import { FairRng, roulette, RouletteBet, streamClientSeed, verifyCommitment } from "@sunrise/games";
import { startPlatform, type Platform } from "./platform.js";
import { devWallet, registerPlayer } from "./player.js";
import { gql, signIn } from "./api.js";

// The contract suite through the running platform: chain events → indexer → Postgres → GraphQL.
let platform: Platform;
let contracts: { asset: Record<string, string>; game: Record<string, string> };
let asset: ChainProvider;
let game: ChainProvider;
const U = (n: number) => BigInt(n) * 1_000_000n;
const admin = () => devWallet(0);

beforeAll(async () => {
  // The operator's staking schedule stays off: this file starts and ends rounds itself, as the contract's operator.
  platform = await startPlatform(14800, { env: { DEALER_BETTING_SECONDS: "4", STAKING_SCHEDULE: "false" } });
  const d = platform.deployments();
  contracts = { asset: d.assetChain.contracts, game: d.gameChain.contracts };
  asset = new ChainProvider(platform.assetRpcUrl, d.assetChain.chainId, { pollingInterval: 100 });
  game = new ChainProvider(platform.gameRpcUrl, d.gameChain.chainId, { pollingInterval: 100 });
});
afterAll(async () => {
  asset?.destroy();
  game?.destroy();
  await platform?.stop();
});

const send = async (c: Contract, fn: string, ...args: unknown[]) => (await (await c.getFunction(fn)(...args)).wait())!;
const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 250 });

describe("contract suite, indexed and queryable", () => {
  it("records a deposit bonus once the validators have voted it in", async () => {
    const player = devWallet(5).connect(asset);
    const session = await signIn(platform.url, devWallet(5), 31337);
    const susd = new Contract(contracts.asset.SUSD!, susdAbi, player);
    const bonus = new Contract(contracts.asset.BonusManager!, bonusAbi, asset);
    const listener = (await bonus.getFunction("listener")()) as string;
    // The player deposits to the listener; the operator's validators see it and vote.
    const deposit = await send(susd, "transfer", listener, U(500));
    await eventually(async () => (await gql(platform.url, `{ bonusState { depositAmount bonusAmount initialBonusUSD } }`, {}, session.headers)).bonusState).toEqual({
      depositAmount: U(500).toString(), bonusAmount: U(50).toString(), initialBonusUSD: U(50).toString(),
    });
    expect(await bonus.getFunction("accepted")(0, deposit.hash)).toBe(true);
    const payload = keccak256(AbiCoder.defaultAbiCoder().encode(["bytes32", "address", "uint256"], [deposit.hash, player.address, U(500)]));
    expect(await bonus.getFunction("votes")(0, payload)).toBeGreaterThanOrEqual(2n);
    const rows = (await gql(platform.url, `{ bonuses { id status depositTx } }`, {}, session.headers)).bonuses;
    expect(rows).toEqual([{ id: deposit.hash, status: "locked", depositTx: expect.stringMatching(/^0x/) }]);
    expect((await gql(platform.url, `{ balances { bsusd } }`, {}, session.headers)).balances.bsusd).toBe(U(50).toString());
    const { syncBonus } = await gql(platform.url, `mutation { syncBonus { upToDate latestTxId } }`, {}, session.headers);
    expect(syncBonus).toEqual({ upToDate: true, latestTxId: deposit.hash });
    const { bonusProgram } = await gql(platform.url, `{ bonusProgram { listener rewardRateBps rewardMaximum wagerMultiplier expiryDays paused } }`);
    expect(bonusProgram).toMatchObject({ listener: listener.toLowerCase(), rewardRateBps: 1000, wagerMultiplier: 10, expiryDays: 7, paused: false });
  });

  it("shows a staking claim in claim history after a round ends", async () => {
    const player = devWallet(4).connect(asset);
    const stakingAddress = contracts.asset.Staking!;
    await send(new Contract(contracts.asset.SUSD!, susdAbi, player), "approve", stakingAddress, U(100));
    await send(new Contract(stakingAddress, stakingAbi, player), "stake", contracts.asset.SUSD!, U(100));
    const operator = admin().connect(asset);
    await fundSusd(operator, usdcContractsOf(platform.deployments()), operator.address, U(1000));
    await send(new Contract(contracts.asset.SUSD!, susdAbi, operator), "approve", stakingAddress, U(1000));
    const staking = new Contract(stakingAddress, stakingAbi, operator);
    await send(staking, "fundRewards", U(1000));
    await send(staking, "startRound");
    await send(staking, "endRound", U(1000));
    const claim = await send(new Contract(stakingAddress, stakingAbi, player), "claim", contracts.asset.SUSD!);
    const query = `query($a: String, $c: String) { claimHistory(account: $a, contract: $c) { total items { transactionHash amount stakingType } } }`;
    await eventually(async () => (await gql(platform.url, query, { a: player.address, c: stakingAddress })).claimHistory).toEqual({
      total: 1, items: [{ transactionHash: claim.hash, amount: U(1000).toString(), stakingType: "staking" }],
    });
    const rounds = await gql(platform.url, `{ stakingRounds { id totalReward endedAt } }`);
    expect(rounds.stakingRounds).toEqual([{ id: "0", totalReward: U(1000).toString(), endedAt: expect.any(String) }]);
  });

  it("deals a roulette round for two players: payouts on chain equal the engine's and the indexed rows", async () => {
    const operator = admin().connect(game);
    const tableAddress = contracts.game["GameTable:1"]!;
    const table = new Contract(tableAddress, tableAbi, game);
    // The first player is a registered user betting from its game wallet (gas dripped by the operator).
    const registered = await registerPlayer(platform.url, platform.assetRpcUrl, platform.gameRpcUrl, 6);
    await eventually(() => game.getBalance(registered.sunc.address)).toBeGreaterThan(0n);
    const players = [registered.sunc.connect(game), Wallet.createRandom().connect(game)];
    await (await operator.sendTransaction({ to: players[1]!.address, value: 10n ** 17n })).wait();
    for (const p of players) {
      await fundGameSusd(admin().connect(asset), operator, usdcContractsOf(platform.deployments()), p.address, U(100));
      await depositAtCashier(p, contracts.game.Cashier!, contracts.game.SUSD!, U(100));
    }
    // The platform's dealer runs the table: wait for its next round, bet while betting is open.
    const before = Number(await table.getFunction("roundCount")());
    await eventually(async () => Number(await table.getFunction("roundCount")())).toBeGreaterThan(before);
    const roundId = before + 1;
    const bets = [
      { player: players[0]!, kind: RouletteBet.RED, numbers: [] as number[], amount: U(10) },
      { player: players[1]!, kind: RouletteBet.STRAIGHT, numbers: [17], amount: U(5) },
    ];
    const seeds = bets.map(() => hexlify(randomBytes(32)));
    for (const [i, b] of bets.entries()) {
      await send(new Contract(tableAddress, tableAbi, b.player), "placeBets", roundId, [{ kind: b.kind, numbers: b.numbers, amount: b.amount }], seeds[i]);
    }

    const query = `{ tableRounds(tableId: 1, first: 10) { edges { node { roundId gameType state commitment clientSeed serverSeed totalPaid result bets { player kind numbers amount payout } } } } }`;
    const indexedRound = async () => (await gql(platform.url, query)).tableRounds.edges.map((e: { node: { roundId: number } }) => e.node).find((r: { roundId: number }) => r.roundId === roundId);
    await eventually(async () => (await indexedRound())?.state).toBe("settled");
    const indexed = await indexedRound();
    // Anyone can check the dealer: the seed matches what it committed to before the bets, the client
    // seed is the hash of the block that closed betting mixed with both players' own seeds, and the
    // engine gives the same payouts the contract paid.
    expect(verifyCommitment(indexed.serverSeed, indexed.commitment)).toBe(true);
    const onChain = await table.getFunction("rounds")(roundId);
    const closeHash = (await game.getBlock(Number(onChain.closedBlock)))!.hash!;
    expect(indexed.clientSeed).toBe(streamClientSeed(closeHash, bets.map((b, i) => ({ player: b.player.address, seed: seeds[i]! }))));
    expect(indexed.clientSeed).not.toBe(closeHash);
    const outcome = roulette.deal(new FairRng(indexed.serverSeed, indexed.clientSeed, roundId));
    const payouts = bets.map((b) => roulette.payout({ kind: b.kind, numbers: b.numbers, amount: b.amount }, outcome));
    // Stakes left and payouts came back into each player's cashier balance.
    for (const [i, b] of bets.entries()) {
      expect(await new Contract(contracts.game.Cashier!, cashierAbi, game).getFunction("balanceOf")(b.player.address)).toBe(U(100) - b.amount + payouts[i]!);
    }
    expect(indexed).toMatchObject({ gameType: 1, totalPaid: (payouts[0]! + payouts[1]!).toString() });
    expect(indexed.result).toEqual({ game: "roulette", ...outcome }); // re-derived by the indexer from the revealed seeds
    expect(indexed.bets).toEqual(bets.map((b, i) => ({ player: b.player.address.toLowerCase(), kind: b.kind, numbers: b.numbers, amount: b.amount.toString(), payout: payouts[i]!.toString() })));
    const mine = await gql(platform.url, `{ myBets { player kind amount payout } }`, {}, registered.session.headers);
    expect(mine.myBets).toEqual([{ player: players[0]!.address.toLowerCase(), kind: bets[0]!.kind, amount: bets[0]!.amount.toString(), payout: payouts[0]!.toString() }]);
    const sunc = await fetch(`${platform.url}/api/v1/sunc`, { headers: registered.session.headers });
    expect(await sunc.json()).toEqual({ address: players[0]!.address.toLowerCase(), balance: (U(100) - bets[0]!.amount + payouts[0]!).toString(), profit: (payouts[0]! - bets[0]!.amount).toString() });
  });

  it("releases a deposit bonus once the game wallet has wagered 10× it: validators vote the claim, the player claims", async () => {
    const player = await registerPlayer(platform.url, platform.assetRpcUrl, platform.gameRpcUrl, 11);
    await eventually(() => game.getBalance(player.sunc.address)).toBeGreaterThan(0n); // the operator's gas drip (same key as admin)
    const assetAdmin = admin().connect(asset);
    await fundSusd(assetAdmin, usdcContractsOf(platform.deployments()), player.wallet.address, U(100));
    await fundGameSusd(assetAdmin, admin().connect(game), usdcContractsOf(platform.deployments()), player.sunc.address, U(100));
    const bonus = new Contract(contracts.asset.BonusManager!, bonusAbi, player.wallet);
    const listener = (await bonus.getFunction("listener")()) as string;
    const deposit = await send(player.assetSusd, "transfer", listener, U(100)); // bonus 10, to release: 100 wagered
    const BONUS = `{ bonuses { id status wagered wagerRequirement } }`;
    await eventually(async () => (await gql(platform.url, BONUS, {}, player.session.headers)).bonuses).toEqual([
      { id: deposit.hash, status: "locked", wagered: "0", wagerRequirement: U(100).toString() },
    ]);

    // Wager 100 SUSD from the game wallet in the dealer's next roulette round.
    const tableAddress = contracts.game["GameTable:1"]!;
    const table = new Contract(tableAddress, tableAbi, game);
    await depositAtCashier(player.sunc, contracts.game.Cashier!, contracts.game.SUSD!, U(100));
    const before = Number(await table.getFunction("roundCount")());
    await eventually(async () => Number(await table.getFunction("roundCount")())).toBeGreaterThan(before);
    await send(new Contract(tableAddress, tableAbi, player.sunc), "placeBets", before + 1, [{ kind: RouletteBet.RED, numbers: [], amount: U(100) }], hexlify(randomBytes(32)));

    await eventually(async () => (await gql(platform.url, BONUS, {}, player.session.headers)).bonuses[0]).toEqual({
      id: deposit.hash, status: "claimable", wagered: U(100).toString(), wagerRequirement: U(100).toString(),
    });
    const assetBefore = (await player.assetSusd.getFunction("balanceOf")(player.wallet.address)) as bigint;
    await send(bonus, "claim", deposit.hash);
    expect(await player.assetSusd.getFunction("balanceOf")(player.wallet.address)).toBe(assetBefore + U(10));
    await eventually(async () => (await gql(platform.url, BONUS, {}, player.session.headers)).bonuses[0].status).toBe("swapped");
    await expect(send(bonus, "claim", deposit.hash)).rejects.toThrow(/Already claimed/);
  });
});
