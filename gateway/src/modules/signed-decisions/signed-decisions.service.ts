import { Channel, Game, GameTableConfig, notify, SignedDecision, TableBet, type EntityManager } from "@sunrise/db";
import { badInput, notFound } from "../../errors.js";
import type { Viewer } from "../../request-context.js";
import type { ChainService } from "../chain/chain.service.js";
import { isDecisionGame } from "../tables/decision-round.js";
import { DecisionOutcomes } from "./decision-outcomes.js";
import { checkDecisionInput, signerOf } from "./signed-decision-checks.js";
import type { SignedDecisionInput } from "./signed-decision.inputs.js";
import type { SignedDecisionResultType } from "./signed-decision.type.js";
import { alreadyDecided, noSuchBet, notYourBet } from "./signed-decisions.errors.js";

interface PendingDecision extends SignedDecisionInput {
  table: string;
  signer: string;
  player: string;
}

// One row per bet and window; a refused one gives way to the player's next try (the table took nothing from it).
const INSERT_PENDING = `
  insert into signed_decision ("table", table_id, round_id, bet_index, decision_window, hand, action, signature, signer, player, state, created_at, updated_at)
  values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', now(), now())
  on conflict ("table", round_id, bet_index, decision_window) do update
     set hand = excluded.hand, action = excluded.action, signature = excluded.signature, signer = excluded.signer, player = excluded.player,
         state = 'pending', reason = null, tx_hash = null, updated_at = now()
   where signed_decision.state = 'refused'
  returning id`;

const toResult = (row: SignedDecision): SignedDecisionResultType => ({ id: row.id, state: row.state as SignedDecisionResultType["state"], txHash: row.txHash ?? null, reason: row.reason ?? null });

/** The wallets a player decides with (lowercase): their main wallet, and their game wallet once they have one. */
const walletsOf = (viewer: Viewer) => [viewer.address, viewer.user?.suncAddress].filter((w): w is string => !!w).map((w) => w.toLowerCase());

/**
 * Decisions players sign at decision tables for the dealer to send in batches: checked, stored as
 * pending (the dealer hears of it by NOTIFY), then answered once the dealer sent or refused it.
 */
export class SignedDecisionsService {
  private readonly outcomes = new DecisionOutcomes();

  constructor(
    private readonly chain: ChainService,
    /** How long a submitter waits for the dealer before the answer is PENDING. */
    private readonly waitMs: number,
  ) {}

  /** A signed_decision NOTIFY: wakes the submitters on this replica waiting for that row. */
  changed(id: string): void {
    this.outcomes.changed(id);
  }

  async submit(em: EntityManager, viewer: Viewer, input: SignedDecisionInput): Promise<SignedDecisionResultType> {
    const d = checkDecisionInput(input);
    const table = await this.decisionTable(em, d.tableId);
    const wallets = walletsOf(viewer);
    const signer = signerOf(this.chain.deployments.gameChain.chainId, table, d);
    if (!wallets.includes(signer)) throw notYourBet("The decision is not signed by one of your wallets");
    const bet = await em.findOne(TableBet, { id: `${table}:${d.roundId}:${d.betIndex}` });
    if (!bet) throw noSuchBet();
    if (!wallets.includes(bet.player)) throw notYourBet("Only the player who placed this bet can decide for it");
    const id = await this.insertPending(em, { ...d, table, signer, player: viewer.address.toLowerCase() });
    const row = await this.outcomes.settled(id, () => em.fork().findOneOrFail(SignedDecision, { id }), this.waitMs);
    return toResult(row);
  }

  /** The table's contract address (lowercase) when the table deals a decision game. */
  private async decisionTable(em: EntityManager, tableId: number): Promise<string> {
    const table = await em.findOne(GameTableConfig, { id: tableId });
    if (!table) throw notFound(`No table ${tableId}`);
    const game = await em.findOne(Game, { id: table.gameId });
    if (!game || !isDecisionGame(game.type)) throw badInput(`Table ${tableId} takes no decisions`);
    return table.contractAddress.toLowerCase();
  }

  /** Stores the decision as pending and tells the dealer, both or neither; CONFLICT when the bet already has one for the window. */
  private async insertPending(em: EntityManager, d: PendingDecision): Promise<string> {
    return em.transactional(async (tx) => {
      const params = [d.table, d.tableId, d.roundId, d.betIndex, d.window, d.hand, d.action, d.signature, d.signer, d.player];
      const rows = await tx.getConnection().execute<{ id: string }[]>(INSERT_PENDING, params, "all", tx.getTransactionContext());
      const id = rows[0]?.id;
      if (id === undefined) throw alreadyDecided();
      await notify(tx, Channel.signedDecision, { id: String(id) });
      return String(id);
    });
  }
}
