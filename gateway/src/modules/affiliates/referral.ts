import { Affiliate, AffiliateCode, Referral, User, type EntityManager } from "@sunrise/db";

/**
 * Binds a player registering with `refCode` to the code's affiliate, once: only at registration
 * (nothing else writes a referral), never to the player's own main or game wallet, never to a
 * suspended affiliate, and never again once bound. An unknown code binds nothing.
 */
export async function bindReferral(em: EntityManager, player: Pick<User, "address" | "suncAddress">, refCode: string | null): Promise<Referral | null> {
  if (!refCode) return null;
  const code = await em.findOne(AffiliateCode, { key: refCode.toLowerCase() });
  if (!code) return null;
  if (await em.findOne(Referral, { player: player.address })) return null;
  const own = new Set([player.address, player.suncAddress].filter((a): a is string => !!a));
  if (own.has(code.affiliate)) return null;
  const affiliateUser = await em.findOne(User, { address: code.affiliate });
  if (affiliateUser?.suncAddress && own.has(affiliateUser.suncAddress)) return null;
  const affiliate = await em.findOne(Affiliate, { address: code.affiliate });
  if (!affiliate || affiliate.suspended) return null;
  return em.create(Referral, { player: player.address, affiliate: code.affiliate, codeKey: code.key, registeredAt: new Date() });
}
