import type { UploadsService } from "../uploads/uploads.service.js";
import { AdminPopupsService } from "./admin-popups.service.js";
import { PlayerPopupsService } from "./player-popups.service.js";

export interface PopupsServices {
  admin: AdminPopupsService;
  player: PlayerPopupsService;
}

export const createPopupsServices = (uploads: UploadsService): PopupsServices => ({ admin: new AdminPopupsService(uploads), player: new PlayerPopupsService() });
