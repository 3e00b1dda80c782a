import { LockMode, SiteSettings, type EntityManager, type Orm } from "@sunrise/db";
import type { RequestContext } from "../../request-context.js";
import { adminMutation, nothingChanged, recordOperation } from "../admin/operation-log/record.js";

/** The response header that turns the client's maintenance notice on (SPEC §2). */
export const MAINTENANCE_HEADER = "x-maintenance";

/**
 * The maintenance switch: kept in site_settings so every replica follows it, read back every few
 * seconds, and at once on the replica that turned it. While it is on, every answer carries
 * `x-maintenance: on`, and the client shows players the notice (staff keep the site).
 */
export class MaintenanceService {
  private on = false;

  /** The switch as this replica last read it (no database call: it runs on every request). */
  isOn(): boolean {
    return this.on;
  }

  async refresh(em: EntityManager): Promise<boolean> {
    const row = await em.findOne(SiteSettings, { id: 1 });
    this.on = row?.maintenance ?? false;
    return this.on;
  }

  async set(ctx: RequestContext, on: boolean): Promise<boolean> {
    await adminMutation(ctx, async (em) => {
      const row = await em.findOne(SiteSettings, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const before = row?.maintenance ?? false;
      if (before === on) return nothingChanged(em);
      if (row) row.maintenance = on;
      else em.create(SiteSettings, { id: 1, maintenance: on });
      recordOperation(em, ctx, { action: "site.maintenance", targetType: "site", targetId: 1, before: { maintenance: before }, after: { maintenance: on }, summary: `Maintenance notice ${on ? "on" : "off"}` });
    });
    this.on = on;
    return on;
  }
}

/** Reads the switch now and then every `everyMs`, so a switch turned on another replica reaches this one's answers. */
export async function followMaintenance(orm: Orm, service: MaintenanceService, everyMs: number, onError: (e: unknown) => void): Promise<{ stop(): void }> {
  await service.refresh(orm.em.fork());
  const timer = setInterval(() => void service.refresh(orm.em.fork()).catch(onError), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
