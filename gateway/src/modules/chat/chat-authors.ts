import type { User } from "@sunrise/db";
import { uploadUrl } from "../uploads/uploads.service.js";
import type { ChatAuthorType } from "./chat.type.js";

export const shortAddress = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

type AuthorFields = Pick<User, "address" | "name" | "imageId" | "imageBanned">;

/** The author as the table sees them: an image-banned player's photo is never shown. */
export function toAuthor(user: AuthorFields | null, address: string): ChatAuthorType {
  const imageId = user && !user.imageBanned ? (user.imageId ?? null) : null;
  return { id: address, name: user?.name || shortAddress(address), imageUrl: imageId ? uploadUrl(imageId) : null };
}

/** Whether a chat ban holds at `now`: set, and either open-ended or not yet over. */
export const chatBanActive = (u: Pick<User, "chatBanned" | "chatBannedUntil">, now = new Date()): boolean =>
  u.chatBanned && (!u.chatBannedUntil || u.chatBannedUntil.getTime() > now.getTime());
