import type { FastifyInstance } from 'fastify';
import { dbBlobStore } from '../core/blobs';
import type { Db, Queryable } from '../db';
import { outboxMailer } from '../mail/mailer';

/**
 * The server as seen from inside a transaction: `db`, `blobs` and `mail` use the transaction, so the
 * helpers effects call (documents, signatures, invitations and their mail) write with the move or not at all.
 */
export function scopedToTransaction(app: FastifyInstance, tx: Queryable): FastifyInstance {
  const db: Db = {
    kind: app.db.kind,
    query: (sql, params) => tx.query(sql, params),
    transaction: (fn) => fn(tx),
    exec: async (sql) => {
      await tx.query(sql);
    },
    listen: (channel, onPayload, events) => app.db.listen(channel, onPayload, events),
    get listening() {
      return app.db.listening;
    },
    notify: async (channel, payload) => {
      await tx.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => undefined,
  };
  const mail = outboxMailer(app.mail.kind, tx, () => new Date(), () => app.mailDelivery?.kick());
  return Object.create(app, { db: { value: db }, blobs: { value: dbBlobStore(db) }, mail: { value: mail } }) as FastifyInstance;
}
