import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Auth } from "./auth/auth";
import type { AuthThrottles } from "./auth/throttles";
import type { ViewerCache } from "./auth/viewer-cache";
import type { ChangeFeed } from "./cache/change-feed";
import type { SharedReads } from "./cache/shared-reads";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { JobQueue } from "./jobs/queue";
import type { MailOutbox } from "./mail/outbox";
import type { NotificationSenders } from "./modules/notifications/senders";
import type { SettingsReader } from "./modules/settings/reader";
import type { RealtimeHub } from "./realtime/hub";
import type { Storage } from "./storage/storage";

/** What every module needs, passed explicitly so tests can build the app around a test database. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  /** Limits per account and per mailed address, shared by every app server. */
  throttles: AuthThrottles;
  /** Every e-mail goes here: queued in mail_log, delivered by a job, retried, logged. */
  mailer: MailOutbox;
  /** The durable job queue (pg-boss on this database). */
  jobs: JobQueue;
  /** Notifications sent at once (unread messages, event reminders), by background jobs. */
  notifications: NotificationSenders;
  /** Uploaded files (avatars): a local folder by default. */
  storage: Storage;
  /** Site settings for the shell and header, still answered while the database is out of reach. */
  siteSettings: SettingsReader;
  /** Live delivery to open WebSockets, fanned out through NOTIFY/LISTEN. */
  realtime: RealtimeHub;
  /** Which tables changed, on any server (NOTIFY from the tables' triggers): the caches listen. */
  changes: ChangeFeed;
  /** Results of reads that do not depend on the viewer, kept between writes (decision 090). */
  sharedReads: SharedReads;
  /** Signed-in viewers kept between writes (resolveViewer). */
  viewers: ViewerCache;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A module's routes: registered by server/modules/index.ts. */
export type RoutesPlugin = (app: App, deps: Deps) => Promise<void> | void;
