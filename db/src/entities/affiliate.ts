import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, createdAt, tokenAmount } from "./columns.js";

/** Commission rates the back office may give an affiliate, in basis points of the theoretical house win. */
export const AFFILIATE_RATE_TIERS = [1000, 1500, 2000, 2500] as const;
export const DEFAULT_AFFILIATE_RATE_BPS = 1000;

/** A player registered as an affiliate (SPEC §6), by main wallet. */
export const Affiliate = defineEntity({
  name: "Affiliate",
  properties: {
    address: address().primary(),
    rateBps: p.integer().default(DEFAULT_AFFILIATE_RATE_BPS),
    /** A suspended affiliate accrues nothing for bets settled from `suspendedAt`. */
    suspended: p.boolean().default(false),
    suspendedAt: p.datetime().nullable(),
    suspendReason: p.text().nullable(),
    createdAt: createdAt(),
  },
});
export type Affiliate = InferEntity<typeof Affiliate>;

/** An affiliate's code (SPEC §3: 6 to 20 characters), unique regardless of case: `key` is its lowercase form. */
export const AffiliateCode = defineEntity({
  name: "AffiliateCode",
  properties: {
    key: p.string().length(20).primary(),
    code: p.string().length(20),
    affiliate: address().index(),
    createdAt: createdAt(),
  },
});
export type AffiliateCode = InferEntity<typeof AffiliateCode>;

/** A player referred at registration, bound once to the affiliate whose code they came with. */
export const Referral = defineEntity({
  name: "Referral",
  properties: {
    player: address().primary(),
    affiliate: address().index(),
    codeKey: p.string().length(20),
    registeredAt: p.datetime(),
  },
});
export type Referral = InferEntity<typeof Referral>;

/**
 * One UTC day's commission of an affiliate on one referred player, published at 0:30 UTC the next
 * day: per settled bet, stake × the game's house edge × the affiliate's rate (refunds left out).
 */
export const AffiliateCommission = defineEntity({
  name: "AffiliateCommission",
  properties: {
    day: p.date().primary(),
    affiliate: address().primary(),
    player: address().primary(),
    bets: p.integer(),
    wagered: tokenAmount(),
    /** Σ stake × house edge: what the house expects to keep. */
    theoretical: tokenAmount(),
    rateBps: p.integer(),
    commission: tokenAmount(),
    publishedAt: p.datetime(),
  },
});
export type AffiliateCommission = InferEntity<typeof AffiliateCommission>;

/** A UTC day whose commission is published (rows written for every affiliate at once). */
export const AffiliateDay = defineEntity({
  name: "AffiliateDay",
  properties: {
    day: p.date().primary(),
    affiliates: p.integer(),
    commission: tokenAmount(),
    publishedAt: p.datetime(),
  },
});
export type AffiliateDay = InferEntity<typeof AffiliateDay>;

/** An affiliate's withdrawal of published commission, paid by an `affiliate.payout` task. */
export const AffiliateWithdrawal = defineEntity({
  name: "AffiliateWithdrawal",
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    affiliate: address().index(),
    amount: tokenAmount(),
    to: address(),
    taskId: p.uuid(),
    createdAt: createdAt(),
  },
});
export type AffiliateWithdrawal = InferEntity<typeof AffiliateWithdrawal>;

export const AFFILIATE_ENTITIES = [Affiliate, AffiliateCode, Referral, AffiliateCommission, AffiliateDay, AffiliateWithdrawal] as const;
