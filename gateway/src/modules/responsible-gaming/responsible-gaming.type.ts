import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { SignedTokenAmountScalar, TokenAmountScalar } from "../../graphql/scalars.js";

export enum ProtectionChangeKind {
  LIMITS_SET = "limits_set",
  LIMITS_PENDING = "limits_pending",
  PENDING_CANCELLED = "pending_cancelled",
  BREAK_STARTED = "break_started",
  RESUME_REQUESTED = "resume_requested",
  PLAY_RESUMED = "play_resumed",
  BAN_SET = "ban_set",
}
registerEnumType(ProtectionChangeKind, { name: "ProtectionChangeKind", description: "What changed in a player's responsible-gaming rules" });

@ObjectType("GamingLimits", { description: "Responsible-gaming limits; null means no limit" })
export class GamingLimitsType {
  @Field(() => TokenAmountScalar, { nullable: true, description: "Largest single bet (token units)" }) singleBet!: string | null;
  @Field(() => TokenAmountScalar, { nullable: true, description: "Loss per UTC day (token units)" }) dailyLoss!: string | null;
  @Field(() => TokenAmountScalar, { nullable: true, description: "Loss per week from Monday 00:00 UTC (token units)" }) weeklyLoss!: string | null;
  @Field(() => TokenAmountScalar, { nullable: true, description: "Loss per calendar month UTC (token units)" }) monthlyLoss!: string | null;
  @Field(() => Int, { nullable: true, description: "Play time per UTC day, from the day's first stake" }) dailyMinutes!: number | null;
}

@ObjectType("LossWindow", { description: "Loss in one window as the cashier counts it: stakes − payouts, open stakes counted" })
export class LossWindowType {
  @Field(() => SignedTokenAmountScalar, { description: "Negative when the player is ahead" }) loss!: string;
  @Field(() => TokenAmountScalar, { nullable: true, description: "The limit in force for this window; null: none" }) limit!: string | null;
  @Field(() => GraphQLISODateTime) resetsAt!: Date;
}

@ObjectType("GamingUsage")
export class GamingUsageType {
  @Field(() => LossWindowType) day!: LossWindowType;
  @Field(() => LossWindowType) week!: LossWindowType;
  @Field(() => LossWindowType) month!: LossWindowType;
}

@ObjectType("GamingStatus")
export class GamingStatusType {
  @Field(() => GraphQLISODateTime, { nullable: true, description: "A running time-out or self-exclusion ends then; null: none running" }) blockedUntil!: Date | null;
  @Field(() => Boolean, { description: "Self-excluded: after the exclusion, play resumes only 24 hours after the player asks" }) selfExcluded!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "When play resumes after a self-exclusion (asked for)" }) resumeAt!: Date | null;
  @Field(() => Boolean, { description: "Banned by staff: every stake is refused" }) banned!: boolean;
}

@ObjectType("GamingChange", { description: "One change of the rules, as indexed from the cashier's events" })
export class GamingChangeType {
  @Field(() => ID) id!: string;
  @Field(() => ProtectionChangeKind) kind!: ProtectionChangeKind;
  @Field(() => GamingLimitsType, { nullable: true, description: "Limits set or requested" }) limits!: GamingLimitsType | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "When requested limits apply, or when play resumes" }) effectiveAt!: Date | null;
  @Field(() => Int, { nullable: true, description: "Break period: 1–4 time-outs (24 h, 7 d, 30 d, 42 d), 5–7 self-exclusions (183, 365, 1826 days)" }) period!: number | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "End of the break" }) until!: Date | null;
  @Field(() => Boolean, { nullable: true }) selfExclusion!: boolean | null;
  @Field(() => Boolean, { nullable: true, description: "A time-out staff put on" }) byStaff!: boolean | null;
  @Field(() => Boolean, { nullable: true }) banned!: boolean | null;
  @Field(() => GraphQLISODateTime, { description: "Block time" }) at!: Date;
  @Field(() => String) txHash!: string;
}

@ObjectType("ResponsibleGaming", {
  description:
    "A player's responsible-gaming rules, held on chain by the Cashier (chainConfig.cashier) and enforced on every stake. The player changes their own rules with transactions their game wallet signs (setLimits, cancelPendingLimits, takeBreak, requestResume): the gateway has no mutation for them.",
})
export class ResponsibleGamingType {
  @Field(() => ID, { description: "The cashier account (the main wallet once the game wallet is linked)" }) id!: string;
  @Field(() => String, { description: "The wallet the figures were read for (the game wallet)" }) wallet!: string;
  @Field(() => GamingLimitsType, { description: "Limits in force" }) limits!: GamingLimitsType;
  @Field(() => GamingLimitsType, { nullable: true, description: "A looser request waiting out its seven days" }) pendingLimits!: GamingLimitsType | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) pendingAt!: Date | null;
  @Field(() => GamingUsageType) usage!: GamingUsageType;
  @Field(() => Int, { nullable: true, description: "Seconds of play left today under the play-time limit; null: no limit" }) playSecondsLeft!: number | null;
  @Field(() => GamingStatusType) status!: GamingStatusType;
  @Field(() => [GamingChangeType], { description: "Changes, newest first (the latest 100)" }) history!: GamingChangeType[];
}

@ObjectType("ResponsibleGamingWeek", { description: "One ISO week (from Monday 00:00 UTC) of breaks started, from the indexed history" })
export class ResponsibleGamingWeekType {
  @Field(() => ID) id!: string;
  @Field(() => GraphQLISODateTime) weekStart!: Date;
  @Field(() => Int, { description: "Players who started a time-out (by themselves or by staff)" }) timeOuts!: number;
  @Field(() => Int, { description: "Of those, players whose time-out staff put on" }) staffTimeOuts!: number;
  @Field(() => Int, { description: "Players who started a self-exclusion" }) selfExclusions!: number;
  @Field(() => Int, { description: "Players who had a stake refused at one of their limits (loss, single bet or play time), as the site saw it" }) limitHits!: number;
}

export enum LimitRuleName {
  DAILY_LOSS = "daily_loss",
  WEEKLY_LOSS = "weekly_loss",
  MONTHLY_LOSS = "monthly_loss",
  SINGLE_BET = "single_bet",
  PLAY_TIME = "play_time",
}
registerEnumType(LimitRuleName, { name: "LimitRule", description: "A limit of the player's that the Cashier refused a stake at" });
