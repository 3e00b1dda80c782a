import type { EntityManager } from "@mikro-orm/postgresql";

/** How often each gateway writes its heartbeat. */
export const HEARTBEAT_INTERVAL_MS = 5_000;
/** A replica silent for this long is shown as gone; after an hour its row is dropped. */
export const REPLICA_STALE_MS = 3 * HEARTBEAT_INTERVAL_MS;

export interface ReplicaHeartbeat {
  id: string;
  url: string;
  startedAt: Date;
  websocketConnections: number;
  subscriptions: number;
}

export interface ReplicaStatus extends ReplicaHeartbeat {
  heartbeatAt: Date;
  /** No heartbeat for REPLICA_STALE_MS: stopped or unreachable. */
  stale: boolean;
}

/** Writes a replica's heartbeat (its own figures, now) and drops replicas silent for an hour. */
export async function recordHeartbeat(em: EntityManager, h: ReplicaHeartbeat): Promise<void> {
  const connection = em.getConnection();
  await connection.execute(
    `insert into gateway_replica (id, url, started_at, heartbeat_at, websocket_connections, subscriptions) values (?, ?, ?, now(), ?, ?)
     on conflict (id) do update set heartbeat_at = now(), websocket_connections = excluded.websocket_connections, subscriptions = excluded.subscriptions`,
    [h.id, h.url, h.startedAt, h.websocketConnections, h.subscriptions],
  );
  await connection.execute(`delete from gateway_replica where heartbeat_at < now() - interval '1 hour'`);
}

/** A replica that stops cleanly takes itself off the list. */
export async function removeReplica(em: EntityManager, id: string): Promise<void> {
  await em.getConnection().execute(`delete from gateway_replica where id = ?`, [id]);
}

/** Every replica heard from in the last hour, newest first. */
export async function listReplicas(em: EntityManager): Promise<ReplicaStatus[]> {
  const rows = await em.getConnection().execute<{ id: string; url: string; started_at: Date; heartbeat_at: Date; websocket_connections: number; subscriptions: number; stale: boolean }[]>(
    `select *, heartbeat_at < now() - make_interval(secs => ?) as stale from gateway_replica order by started_at desc, id`,
    [REPLICA_STALE_MS / 1000],
  );
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    startedAt: new Date(r.started_at),
    heartbeatAt: new Date(r.heartbeat_at),
    websocketConnections: r.websocket_connections,
    subscriptions: r.subscriptions,
    stale: r.stale,
  }));
}
