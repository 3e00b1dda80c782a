import type { Connection, Pool, Submittable } from "pg";

/** CopyDone: the end of one COPY's data. */
const COPY_DONE = Buffer.from([0x63, 0, 0, 0, 4]);

/** A CopyData message's header: its type and length (the data follows as it is, uncopied). */
function copyDataHeader(length: number): Buffer {
  const header = Buffer.allocUnsafe(5);
  header[0] = 0x64;
  header.writeUInt32BE(length + 4, 1);
  return header;
}

/**
 * A simple query sent together with the data of its `copy … from stdin` statements (one chunk
 * each, in order), without waiting for Postgres to ask for it: one round trip. Postgres reads each
 * chunk when it reaches its COPY. After a failed statement it drops the copy data still to come
 * (the protocol ignores CopyData outside copy-in mode), so the connection stays usable.
 */
class CopyInQuery implements Submittable {
  private finished = false;

  constructor(
    private readonly text: string,
    private readonly chunks: Buffer[],
    private readonly done: (error?: Error) => void,
  ) {}

  submit(connection: Connection): void {
    connection.query(this.text);
    const { stream } = connection;
    if (!stream.writable) return;
    for (const chunk of this.chunks) {
      stream.write(copyDataHeader(chunk.length));
      stream.write(chunk);
      stream.write(COPY_DONE);
    }
  }

  handleError(error: Error): void {
    this.finish(error);
  }

  handleReadyForQuery(): void {
    this.finish();
  }

  // Rows, command tags and Postgres asking for the copy data need no answer: the data went with the query.
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(): void {}
  handleCopyData(): void {}

  private finish(error?: Error): void {
    if (this.finished) return;
    this.finished = true;
    this.done(error);
  }
}

/** Runs a query text that opens and commits its own transaction, with its copy data (if any), on a pooled connection (rolled back there if it fails). */
export async function runWithCopyData(pool: Pool, text: string, chunks: Buffer[]): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await new Promise<void>((resolve, reject) => client.query(new CopyInQuery(text, chunks, (e) => (e ? reject(e) : resolve()))));
  } catch (e) {
    await client.query("rollback").catch((r: Error) => (broken = r));
    throw e;
  } finally {
    client.release(broken);
  }
}
