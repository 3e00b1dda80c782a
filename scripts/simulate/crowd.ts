import { setTimeout as sleep } from "node:timers/promises";
import { ChainProvider } from "@sunrise/contracts";
import type { Logger } from "@sunrise/db/ops";
import { chainConfig, lobbyTables, type LobbyTable } from "./api.js";
import type { CrowdOptions } from "./env.js";
import { Funder } from "./funding.js";
import { DECISION_GAMES, DemoPlayer, type Platform } from "./player.js";

const SUSD = 1_000_000n;
/** A bet needs this much betting time left, so its transaction lands before the round closes. */
const MIN_BETTING_LEFT_MS = 3_000;
/** How often a player with a bet at a decision table looks for its decisions. */
const DECISION_POLL_MS = 2_000;

export interface CrowdTally {
  joined: number;
  bets: number;
  decisions: number;
  failures: number;
}

/**
 * Sleeps until `ms` pass or the crowd stops; false once stopped. Every player pauses on the crowd's
 * one signal between all its bets and decision polls: Node's promise timer takes its abort listener
 * off that signal again when the time is up, so the signal does not collect one listener per pause.
 */
export const pause = (ms: number, signal: AbortSignal): Promise<boolean> =>
  sleep(ms, true, { signal }).catch((err: unknown) => {
    if (signal.aborted) return false;
    throw err;
  });

/** Tables a bet can still reach: open, with an open round and enough betting time left. */
export const bettable = (tables: LobbyTable[], now = Date.now()) =>
  tables.filter((t) => t.isOpen && t.round?.state === "open" && t.round.closesAt !== null && Date.parse(t.round.closesAt) - now > MIN_BETTING_LEFT_MS);

/**
 * The simulated crowd: registers its players one after another (gently, on a small machine), each
 * then bets at the open tables in turn at about `rate` bets a minute and takes its hold'em and
 * blackjack decisions, until `minutes` pass (0: until `signal` aborts).
 */
export async function runCrowd(options: CrowdOptions, log: Logger, signal: AbortSignal): Promise<CrowdTally> {
  const config = await chainConfig(options.url);
  const platform: Platform = {
    url: options.url,
    config,
    asset: new ChainProvider(options.assetRpcUrl, config.assetChainId, { pollingInterval: 500 }),
    game: new ChainProvider(options.gameRpcUrl, config.gameChainId, { pollingInterval: 500 }),
  };
  const funder = new Funder(options.funderKey, platform.asset, platform.game, config.assetSusd);
  const tally: CrowdTally = { joined: 0, bets: 0, decisions: 0, failures: 0 };
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  signal.addEventListener("abort", onAbort, { once: true });
  const deadline = options.minutes > 0 ? setTimeout(onAbort, options.minutes * 60_000) : undefined;
  const loops: Promise<void>[] = [];
  try {
    for (let i = 1; i <= options.players && !stop.signal.aborted; i++) {
      const name = `${options.namePrefix}${String(i).padStart(3, "0")}`;
      try {
        const susd = BigInt(options.fund) * SUSD;
        const player = await DemoPlayer.register(platform, name, { funder, susd });
        await player.bridgeIn(susd);
        tally.joined++;
        log.info({ player: name, main: player.main.address, gameWallet: player.gameWallet.address }, `${name} joined with ${options.fund} SUSD bridged to the game chain`);
        loops.push(play(player, options, tally, log, stop.signal));
      } catch (err) {
        tally.failures++;
        log.error({ err, player: name }, `${name} could not join: ${(err as Error).message}`);
        if ((err as Error).name === "FunderEmptyError" || tally.joined === 0) throw err;
      }
    }
    await Promise.all(loops);
  } finally {
    clearTimeout(deadline);
    stop.abort();
    await Promise.allSettled(loops);
    signal.removeEventListener("abort", onAbort);
    platform.asset.destroy();
    platform.game.destroy();
  }
  return tally;
}

/** One player's session: a bet every so often (exponential gaps around 60 / rate seconds) at the next open table, decisions where it has bets. */
async function play(player: DemoPlayer, options: CrowdOptions, tally: CrowdTally, log: Logger, signal: AbortSignal): Promise<void> {
  let turn = Math.floor(Math.random() * 100);
  const pending = new Map<number, { table: LobbyTable; roundId: number }>();
  const decisions = (async () => {
    while (await pause(DECISION_POLL_MS, signal)) {
      for (const [id, { table, roundId }] of pending) {
        try {
          const sent = await player.decide(table);
          tally.decisions += sent;
          if (sent) log.debug({ player: player.name, table: id, roundId, decisions: sent }, "decided");
        } catch (err) {
          tally.failures++;
          log.warn({ player: player.name, table: id, roundId, reason: (err as Error).message.split("\n")[0] }, "decision refused");
        }
      }
    }
  })();
  while (await pause(-Math.log(1 - Math.random()) * (60_000 / options.rate), signal)) {
    try {
      const open = bettable(await lobbyTables(options.url, player.headers));
      if (!open.length) continue;
      const table = open[turn++ % open.length]!;
      const bets = await player.bet(table);
      if (!bets.length) continue;
      tally.bets += bets.length;
      if (DECISION_GAMES.includes(table.gameType)) pending.set(table.id, { table, roundId: table.round!.roundId });
      log.debug({ player: player.name, table: table.id, roundId: table.round!.roundId, bets: bets.map((b) => ({ kind: b.kind, numbers: b.numbers ?? [], amount: String(b.amount) })) }, "bet placed");
    } catch (err) {
      tally.failures++;
      log.warn({ player: player.name, reason: (err as Error).message.split("\n")[0] }, "bet refused");
    }
  }
  await decisions;
}
