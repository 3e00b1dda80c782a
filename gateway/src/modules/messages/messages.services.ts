import { AdminMessagesService } from "./admin-messages.service.js";
import { PlayerMessagesService } from "./player-messages.service.js";

export interface MessagesServices {
  admin: AdminMessagesService;
  player: PlayerMessagesService;
}

export const createMessagesServices = (): MessagesServices => ({ admin: new AdminMessagesService(), player: new PlayerMessagesService() });
