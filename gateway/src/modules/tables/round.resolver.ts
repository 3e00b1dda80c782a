import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { Context } from "../../context.js";
import { TableBetType, TableRoundType } from "./tables.type.js";
import { tableLoaders } from "./tables.loaders.js";
import { TableShoeType } from "./shoe.type.js";
import { AllowedActionType, BetHandType, RoundCardsType, TableDecisionType } from "./decision.type.js";
import { allowedActions, betHands, isDecisionGame, roundCards } from "./decision-round.js";

@Resolver(() => TableRoundType)
export class RoundResolver {
  @FieldResolver(() => [TableBetType], { description: "Every bet of the round, in placing order" })
  async bets(@Root() round: TableRoundType, @Ctx() ctx: Context): Promise<TableBetType[]> {
    return round.bets ?? tableLoaders(ctx).bets.load(round.id);
  }

  @FieldResolver(() => TableShoeType, { nullable: true, description: "The shoe a shoe round was dealt from (null for stream games)" })
  shoe(@Root() round: TableRoundType, @Ctx() ctx: Context): Promise<TableShoeType | null> {
    return round.shoeId === null ? Promise.resolve(null) : tableLoaders(ctx).shoe.load(`${round.table}:${round.shoeId}`);
  }

  @FieldResolver(() => [TableBetType], { description: "The viewer's bets in this round (game wallet and main wallet); [] for guests" })
  async myBets(@Root() round: TableRoundType, @Ctx() ctx: Context): Promise<TableBetType[]> {
    return ctx.viewer ? tableLoaders(ctx).myBets.load(round.id) : [];
  }

  @FieldResolver(() => [TableDecisionType], { description: "Casino hold'em and blackjack: every decision taken, by window then bet ([] for other games)" })
  decisions(@Root() round: TableRoundType, @Ctx() ctx: Context): Promise<TableDecisionType[]> {
    return isDecisionGame(round.gameType) ? tableLoaders(ctx).decisions.load(round.id) : Promise.resolve([]);
  }

  @FieldResolver(() => Boolean, {
    nullable: true,
    description: "Casino hold'em and blackjack, once revealed: the settle came before the last window closed (the contract's settledInWindow; the rules' `windowOpen`, with `window` the windows played); null before the reveal and for other games",
  })
  settledInWindow(@Root() round: TableRoundType): boolean | null {
    if (!isDecisionGame(round.gameType) || !round.outcome?.length || !round.settledAt || !round.windowClosesAt) return null;
    // The reveal's block time is the round's settledAt: the contract compares the same two times.
    return round.settledAt < round.windowClosesAt;
  }

  @FieldResolver(() => RoundCardsType, { nullable: true, description: "Casino hold'em and blackjack: the cards shown so far by role, all of them once revealed; null before the deal and for other games" })
  cards(@Root() round: TableRoundType): RoundCardsType | null {
    return roundCards(round);
  }

  @FieldResolver(() => [AllowedActionType], { description: "Casino hold'em and blackjack: the decisions the viewer may send now on its bets ([] for guests, outside a window, or once decided in it)" })
  async myActions(@Root() round: TableRoundType, @Ctx() ctx: Context): Promise<AllowedActionType[]> {
    if (!ctx.viewer || !isDecisionGame(round.gameType) || round.state !== "dealt") return [];
    const loaders = tableLoaders(ctx);
    const [mine, decisions] = await Promise.all([loaders.myBets.load(round.id), loaders.decisions.load(round.id)]);
    return allowedActions(round, mine, (betIndex) => decisions.filter((d) => d.betIndex === betIndex), new Date());
  }
}

@Resolver(() => TableBetType)
export class BetResolver {
  @FieldResolver(() => [TableDecisionType], { description: "Casino hold'em and blackjack: the bet's decisions, by window" })
  async decisions(@Root() bet: TableBetType, @Ctx() ctx: Context): Promise<TableDecisionType[]> {
    if (!isDecisionGame(Math.floor(bet.kind / 1000))) return [];
    return (await tableLoaders(ctx).decisions.load(bet.roundKey)).filter((d) => d.betIndex === bet.betIndex);
  }

  @FieldResolver(() => [BetHandType], { nullable: true, description: "Blackjack main bets: the bet's hands as its decisions played them on the cards shown (settled per hand once revealed); null for other bets and before the deal" })
  async hands(@Root() bet: TableBetType, @Ctx() ctx: Context): Promise<BetHandType[] | null> {
    if (!isDecisionGame(Math.floor(bet.kind / 1000))) return null;
    const loaders = tableLoaders(ctx);
    const [round, decisions] = await Promise.all([loaders.round.load(bet.roundKey), loaders.decisions.load(bet.roundKey)]);
    return round ? betHands(round, bet, decisions.filter((d) => d.betIndex === bet.betIndex)) : null;
  }
}
