import type { PubSub } from "type-graphql";
import { User, type ChatNotice, type EntityManager } from "@sunrise/db";
import { Topic } from "../../graphql/topics.js";
import { uploadUrl } from "../uploads/uploads.service.js";
import { shortAddress, toAuthor } from "./chat-authors.js";
import { kindName } from "./chat-rows.js";
import { statusOf } from "./chat.service.js";
import type { ChatMessageType } from "./chat.type.js";

/** A posted line as it travelled in its NOTIFY: no read needed to fan it out. */
function postedMessage(m: Extract<ChatNotice, { kind: "posted" }>["message"]): ChatMessageType {
  return {
    id: m.id, tableId: m.tableId, kind: kindName(m.kind), text: m.shown, amount: m.amount, postedAt: new Date(m.createdAt),
    author: { id: m.authorAddress, name: m.authorName || shortAddress(m.authorAddress), imageUrl: m.authorImageId ? uploadUrl(m.authorImageId) : null },
  };
}

/** Turns one `chat` NOTIFY into subscription events on this replica. */
export async function publishChatNotice(em: () => EntityManager, pubSub: PubSub, notice: ChatNotice): Promise<void> {
  if (notice.kind === "posted") pubSub.publish(Topic.chatPosted, String(notice.message.tableId), postedMessage(notice.message));
  else if (notice.kind === "deleted") pubSub.publish(Topic.chatDeleted, String(notice.tableId), { tableId: notice.tableId, ids: notice.ids });
  else if (notice.kind === "author") {
    const user = await em().findOne(User, { address: notice.address });
    pubSub.publish(Topic.chatAuthor, toAuthor(user, notice.address));
  } else if (notice.kind === "ban") {
    const user = await em().findOne(User, { address: notice.address });
    pubSub.publish(Topic.chatStatus, notice.address, statusOf(notice.address, user));
  }
}
