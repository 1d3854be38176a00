import type { Db } from '../../src/server/db';

/** A database a few milliseconds away, as a real one is: each statement more on an answer's path shows in its time. */
export function distant(db: Db, ms: number): Db {
  const away = () => new Promise((resolve) => setTimeout(resolve, ms));
  return {
    kind: db.kind,
    get listening() {
      return db.listening;
    },
    query: async (sql, params) => {
      await away();
      return db.query(sql, params);
    },
    transaction: (fn) => db.transaction((tx) => fn({
      query: async (sql, params) => {
        await away();
        return tx.query(sql, params);
      },
    })),
    exec: (sql) => db.exec(sql),
    listen: (channel, onPayload, events) => db.listen(channel, onPayload, events),
    notify: (channel, payload) => db.notify(channel, payload),
    close: () => db.close(),
  };
}
