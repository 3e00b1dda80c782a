import type { HashAndHeight } from "@subsquid/util-internal-processor-tools";
import type { Orm } from "@sunrise/db";
import { handleBatch } from "../../dispatch.js";
import type { Sources } from "../../processor.js";
import { MikroDatabase } from "../../store/mikro-database.js";
import type { Store } from "../../store/store.js";
import type { Block } from "../../rollups/_test/random-chain.js";

type Ctx = Parameters<typeof handleBatch>[0];
const head = (b: Block): HashAndHeight => ({ height: b.header.height, hash: b.header.hash });
const run = (src: Sources, blocks: Block[]) => (store: Store) => handleBatch({ store, blocks, isHead: false } as unknown as Ctx, "game", 31338, src);

/** A game-chain indexer's store fed as the processor feeds it: final batches of given sizes, or hot blocks (a reorg when some are already there). */
export function gameIndexer(orm: Orm, src: Sources) {
  const database = new MikroDatabase(orm, "game-chain", 31338, 1);
  let final: HashAndHeight = { height: 0, hash: "0x" };
  return {
    get head() {
      return final;
    },
    async ingest(blocks: Block[], sizes: () => number) {
      for (let i = 0; i < blocks.length; ) {
        const batch = blocks.slice(i, (i += sizes()));
        await database.transact({ prevHead: final, nextHead: head(batch.at(-1)!), isOnTop: false }, run(src, batch));
        final = head(batch.at(-1)!);
      }
      // Final batches commit in groups while the next are handled: read the tables once the last has committed.
      await database.settled();
    },
    hot(blocks: Block[]) {
      return database.transactHot2({ baseHead: final, finalizedHead: final, newBlocks: blocks.map(head) }, (store, start, end) => run(src, blocks.slice(start, end))(store));
    },
  };
}
