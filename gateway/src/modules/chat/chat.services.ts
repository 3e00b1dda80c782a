import { ChatModerationService } from "./chat-moderation.service.js";
import { ChatService, type ChatLimits } from "./chat.service.js";

export interface ChatServices {
  player: ChatService;
  moderation: ChatModerationService;
}

export function createChatServices(limits: ChatLimits, retentionDays: number): ChatServices {
  return { player: new ChatService(limits), moderation: new ChatModerationService(retentionDays) };
}
