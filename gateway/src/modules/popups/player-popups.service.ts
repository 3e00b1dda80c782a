import type { EntityManager } from "@sunrise/db";
import { badInput, notFound } from "../../errors.js";
import { uploadUrl } from "../uploads/uploads.service.js";
import type { PopupType } from "./popup.type.js";

interface Row {
  id: string;
  type: number;
  position: number;
  pc_image_id: string | null;
  sp_image_id: string | null;
  link: string | null;
  display_times: number;
  start_date: Date;
  end_date: Date;
  shown: number | null;
}

const toType = (r: Row, signedIn: boolean): PopupType => ({
  id: r.id, type: r.type, position: r.position, link: r.link, displayTimes: r.display_times, startDate: new Date(r.start_date), endDate: new Date(r.end_date),
  pcImageUrl: r.pc_image_id ? uploadUrl(r.pc_image_id) : null,
  spImageUrl: r.sp_image_id ? uploadUrl(r.sp_image_id) : r.pc_image_id ? uploadUrl(r.pc_image_id) : null,
  remaining: signedIn ? Math.max(0, r.display_times - (r.shown ?? 0)) : null,
});

/** SPEC §4 popups as players meet them: display on, now within the dates, at most displayTimes times each. */
export class PlayerPopupsService {
  /** The popups to show now (of one type when given); a signed-in player's are those not yet shown displayTimes times. */
  async current(em: EntityManager, address: string | null, type?: number | null): Promise<PopupType[]> {
    if (type != null && type !== 1 && type !== 2) throw badInput("type is 1 (immediate) or 2 (after connect)");
    const rows = await em.getConnection().execute<Row[]>(
      `select p.id, p.type, p.position, p.pc_image_id, p.sp_image_id, p.link, p.display_times, p.start_date, p.end_date, v.shown
         from popup p left join popup_view v on v.popup_id = p.id and v.address = ?
        where p.display and p.start_date <= now() and now() <= p.end_date and (?::smallint is null or p.type = ?::smallint)
          and coalesce(v.shown, 0) < p.display_times
        order by p.start_date desc, p.id`,
      [address ?? "", type ?? null, type ?? null],
    );
    return rows.map((r) => toType(r, address !== null));
  }

  /**
   * Counts one showing to the player, never past displayTimes (one statement, so two tabs showing it
   * at once still count once each up to the limit). Returns the popup with what remains.
   */
  async shown(em: EntityManager, address: string, id: string): Promise<PopupType> {
    const [popup] = /^[0-9a-f-]{36}$/i.test(id)
      ? await em.getConnection().execute<Row[]>(`select p.*, null as shown from popup p where p.id = ? and p.display and p.start_date <= now() and now() <= p.end_date`, [id])
      : [];
    if (!popup) throw notFound("No popup to show with this id");
    const [counted] = await em.getConnection().execute<{ shown: number }[]>(
      `insert into popup_view (popup_id, address, shown, last_shown_at) values (?, ?, 1, now())
       on conflict (popup_id, address) do update set shown = popup_view.shown + 1, last_shown_at = now() where popup_view.shown < ?
       returning shown`,
      [id, address, popup.display_times],
    );
    // No row: the player has already been shown it displayTimes times.
    return toType({ ...popup, shown: counted?.shown ?? popup.display_times }, true);
  }
}
