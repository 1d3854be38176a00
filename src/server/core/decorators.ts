import type { BlobStore } from './blobs';
import type { Clock } from './clock';
import type { ContentService, OrgRecord } from './content-service';
import type { ScreenValidator } from './screen-validation';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import type { Providers } from '../providers';
import type { Mailer, SmtpDelivery } from '../mail/mailer';
import type { Revocations } from './revocations';
import type { ApplicationReads } from '../applications/read-cache';
import type { Lifecycle } from './lifecycle';

/** Shared services, decorated once on the root instance and visible to every plugin. */
declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Db;
    content: ContentService;
    screens: ScreenValidator;
    blobs: BlobStore;
    clock: Clock;
    /** Third parties (credit bureau, property data, income, bank link, eNotary), chosen in configuration. */
    providers: Providers;
    /** The server's e-mail: SMTP when configured, else the development outbox. */
    mail: Mailer;
    /** Delivery of the outbox over SMTP (undefined without SMTP_URL). */
    mailDelivery: SmtpDelivery | undefined;
    /** Secret used to sign session tokens. */
    jwtSecret: string;
    /** Signed-out tokens and token families, checked from memory and shared between instances. */
    revocations: Revocations;
    /** Application reads for the polling endpoints, from memory while the database announces no change. */
    applicationReads: ApplicationReads;
    /** Serving or draining, and the work begun after an answer that a stop waits for. */
    lifecycle: Lifecycle;
  }
  interface FastifyRequest {
    /** The org this request is for (x-org header, host, development query, default). */
    org(): OrgRecord;
    /** The language to answer this request in (src/server/core/language.ts): one its org offers, else English. */
    language(): string;
  }
}
