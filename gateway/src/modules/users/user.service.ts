import { isAddress } from "ethers";
import { User, type EntityManager } from "@sunrise/db";
import { badInput, conflict } from "../../errors.js";
import type { Viewer } from "../../request-context.js";
import { bannedError } from "../auth/banned.js";
import { bindReferral } from "../affiliates/referral.js";

export interface RegisterData {
  refCode?: string | null;
  sunc: { version: number; address: string; encryptedPrivateKey: string };
}

const REF_CODE = /^[A-Za-z0-9_-]{6,20}$/;

export class UserService {
  async findByAddress(em: EntityManager, address: string): Promise<User | null> {
    return em.findOne(User, { address: address.toLowerCase() });
  }

  /**
   * SPEC §4 registration: the sunc key arrives encrypted; a 66-character key is a raw key and is refused.
   * A staff account created by address (no game wallet yet) is completed rather than refused.
   */
  async register(em: EntityManager, viewer: Viewer, data: RegisterData, ip?: string): Promise<User> {
    const existing = await this.findByAddress(em, viewer.address);
    if (existing?.banned) throw bannedError();
    // A staff account added by address before its owner registered has no game wallet yet: registering completes it.
    if (existing?.suncAddress) throw conflict("This user is already registered");
    const { sunc } = data;
    if (!isAddress(sunc.address)) throw badInput("Invalid sunc wallet address");
    if (!Number.isInteger(sunc.version) || sunc.version < 1) throw badInput("Invalid sunc wallet version");
    const key = sunc.encryptedPrivateKey;
    if (key.length === 66) throw badInput("The sunc private key must be encrypted");
    if (key.length < 32 || key.length > 1024) throw badInput("Invalid encrypted private key");
    const refCode = data.refCode?.trim() || null;
    if (refCode && !REF_CODE.test(refCode)) throw badInput("Referral code must be 6 to 20 letters or digits");
    const suncAddress = sunc.address.toLowerCase();
    if (await em.findOne(User, { suncAddress })) throw conflict("This sunc wallet is already registered");
    const fields = { refCode, suncAddress, suncEncryptedPrivateKey: key, suncVersion: sunc.version, lastLoginAt: new Date(), lastIp: ip?.slice(0, 45) || null };
    const user = existing ? Object.assign(existing, fields) : em.create(User, { address: viewer.address, ...fields });
    // The referrer is bound here and nowhere else: once, at registration.
    await bindReferral(em, user, refCode);
    await em.flush();
    return user;
  }
}
