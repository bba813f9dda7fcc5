import { newsSeedSql } from '../admin/newsSeed';
import { MIGRATIONS_LOCK } from './locks';
import type { Database } from './types';

// Numbered, append-only: a migration that shipped is never edited, a change is a new entry. Times are epoch seconds
// (BIGINT), amounts integer atoms of 1e-8 coin (BIGINT), so PGlite and PostgreSQL answer the same types.
const migrations: string[] = [
  `CREATE TABLE accounts (
     sub TEXT PRIMARY KEY,
     username TEXT NOT NULL DEFAULT '',
     created_at BIGINT NOT NULL,
     sampled_until BIGINT NOT NULL,
     settled_until BIGINT NOT NULL,
     banned BOOLEAN NOT NULL DEFAULT false,
     referral_code TEXT NOT NULL UNIQUE,
     seed BIGINT NOT NULL
   );
   CREATE TABLE workers (
     id TEXT PRIMARY KEY,
     sub TEXT NOT NULL REFERENCES accounts (sub),
     name TEXT NOT NULL,
     grp TEXT NOT NULL,
     model TEXT NOT NULL,
     algorithm TEXT NOT NULL,
     position INTEGER NOT NULL,
     nominal DOUBLE PRECISION NOT NULL,
     reject_base DOUBLE PRECISION NOT NULL,
     stale_base DOUBLE PRECISION NOT NULL,
     started_at BIGINT NOT NULL,
     offline_from BIGINT,
     flapping BOOLEAN NOT NULL,
     last_share_at BIGINT
   );
   CREATE INDEX workers_sub ON workers (sub, algorithm);
   CREATE TABLE samples (
     worker_id TEXT NOT NULL,
     sub TEXT NOT NULL,
     algorithm TEXT NOT NULL,
     t BIGINT NOT NULL,
     seconds INTEGER NOT NULL,
     hashrate DOUBLE PRECISION NOT NULL,
     accepted DOUBLE PRECISION NOT NULL,
     rejected DOUBLE PRECISION NOT NULL,
     stale DOUBLE PRECISION NOT NULL,
     PRIMARY KEY (worker_id, t)
   );
   CREATE INDEX samples_account ON samples (sub, algorithm, t);
   CREATE TABLE wallets (
     sub TEXT NOT NULL REFERENCES accounts (sub),
     coin TEXT NOT NULL,
     address TEXT NOT NULL,
     threshold BIGINT NOT NULL,
     paused BOOLEAN NOT NULL DEFAULT false,
     address_changed_at BIGINT,
     PRIMARY KEY (sub, coin)
   );
   CREATE TABLE payouts (
     id TEXT PRIMARY KEY,
     sub TEXT NOT NULL REFERENCES accounts (sub),
     coin TEXT NOT NULL,
     sent_at BIGINT NOT NULL,
     confirmed_at BIGINT NOT NULL,
     amount BIGINT NOT NULL,
     fee BIGINT NOT NULL,
     address TEXT NOT NULL,
     tx_id TEXT NOT NULL
   );
   CREATE INDEX payouts_sub ON payouts (sub, sent_at);
   CREATE TABLE accruals (
     sub TEXT NOT NULL REFERENCES accounts (sub),
     coin TEXT NOT NULL,
     day TEXT NOT NULL,
     type TEXT NOT NULL,
     hashrate DOUBLE PRECISION NOT NULL,
     amount BIGINT NOT NULL,
     scheme_amount BIGINT NOT NULL,
     fee_bonus BIGINT NOT NULL,
     payout_id TEXT,
     PRIMARY KEY (sub, coin, day, type)
   );
   CREATE TABLE referees (
     sub TEXT NOT NULL REFERENCES accounts (sub),
     position INTEGER NOT NULL,
     name TEXT NOT NULL,
     joined_at BIGINT NOT NULL,
     hashrate DOUBLE PRECISION NOT NULL,
     PRIMARY KEY (sub, position)
   );
   CREATE TABLE notification_settings (
     sub TEXT PRIMARY KEY REFERENCES accounts (sub),
     settings TEXT NOT NULL
   );
   CREATE TABLE api_keys (
     id TEXT PRIMARY KEY,
     sub TEXT NOT NULL REFERENCES accounts (sub),
     name TEXT NOT NULL,
     scopes TEXT NOT NULL,
     secret_hash TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     last_used_at BIGINT,
     revoked_at BIGINT
   );
   CREATE INDEX api_keys_sub ON api_keys (sub);`,
  // Messages from the public contact form, kept for the support team (no account: visitors write too).
  `CREATE TABLE contact_messages (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL,
     locale TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX contact_messages_created ON contact_messages (created_at);`,
  // Alerts (issue 22): where each rule stands per worker, every alert raised, and the mail outbox that delivers
  // alerts and contact-form mail at least once and never twice to one address (a unique key per message).
  `ALTER TABLE accounts ADD COLUMN email TEXT;
   CREATE TABLE alert_state (
     sub TEXT NOT NULL REFERENCES accounts (sub),
     rule TEXT NOT NULL,
     subject TEXT NOT NULL,
     active BOOLEAN NOT NULL,
     notified BOOLEAN NOT NULL,
     notified_at BIGINT,
     PRIMARY KEY (sub, rule, subject)
   );
   CREATE TABLE alerts (
     id TEXT PRIMARY KEY,
     sub TEXT NOT NULL REFERENCES accounts (sub),
     rule TEXT NOT NULL,
     kind TEXT NOT NULL,
     subject TEXT NOT NULL,
     subject_name TEXT NOT NULL,
     value DOUBLE PRECISION,
     threshold DOUBLE PRECISION,
     details TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX alerts_sub ON alerts (sub, created_at);
   CREATE TABLE mail_outbox (
     id TEXT PRIMARY KEY,
     idempotency_key TEXT NOT NULL UNIQUE,
     kind TEXT NOT NULL,
     recipient TEXT NOT NULL,
     locale TEXT NOT NULL,
     payload TEXT NOT NULL,
     alert_id TEXT,
     status TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at BIGINT NOT NULL,
     locked_until BIGINT,
     last_error TEXT,
     created_at BIGINT NOT NULL,
     sent_at BIGINT
   );
   CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
   CREATE INDEX mail_outbox_alert ON mail_outbox (alert_id);
   CREATE TABLE app_secrets (
     name TEXT PRIMARY KEY,
     value TEXT NOT NULL
   );`,
  // The live stream (issue 22): each account's events numbered 1, 2, 3… by a counter row that the writing
  // transaction holds locked until it commits, so ids become visible in order and a reader resuming after id N
  // never skips one; events are kept for a retention window (src/stream/log.ts), the counter for ever.
  `CREATE TABLE stream_sequences (
     sub TEXT PRIMARY KEY,
     last_id BIGINT NOT NULL
   );
   CREATE TABLE stream_events (
     sub TEXT NOT NULL,
     id BIGINT NOT NULL,
     type TEXT NOT NULL,
     data TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     PRIMARY KEY (sub, id)
   );
   CREATE INDEX stream_events_created ON stream_events (created_at);`,
  // The notification bell's read marker: the newest alert the miner has marked read, one row per account.
  `CREATE TABLE alert_reads (
     sub TEXT PRIMARY KEY REFERENCES accounts (sub),
     alert_id TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );`,
  // A pool engine's addresses are proved before they show data (source/miningcore/wallets.ts): the one-time worker name,
  // when it was asked for and when it was seen. The simulator's wallets need no proof (all three stay null). A
  // proved address belongs to one account.
  `ALTER TABLE wallets ADD COLUMN proof_code TEXT;
   ALTER TABLE wallets ADD COLUMN proof_requested_at BIGINT;
   ALTER TABLE wallets ADD COLUMN proven_at BIGINT;
   CREATE UNIQUE INDEX wallets_proven_address ON wallets (coin, address) WHERE proven_at IS NOT NULL;`,
  // Sub-accounts (issue 37): each row of `accounts` is now one sub-account, owned by the user `owner` (the token's
  // sub). A user's first sub-account is the row they had (its `sub` is the owner's), so every row keyed by it
  // stays theirs unchanged; it takes the user name as its name when that fits the rules, else `main`. The user's
  // own facts (ban, referral code and referees) stay on that first row. API keys may name the sub-accounts they
  // reach (a JSON array of their keys; null: all).
  `ALTER TABLE accounts ADD COLUMN owner TEXT;
   ALTER TABLE accounts ADD COLUMN name TEXT;
   ALTER TABLE accounts ADD COLUMN archived_at BIGINT;
   UPDATE accounts SET owner = sub,
     name = CASE WHEN lower(username) ~ '^[a-z0-9_-]{3,32}$' THEN lower(username) ELSE 'main' END
   WHERE owner IS NULL;
   ALTER TABLE accounts ALTER COLUMN owner SET NOT NULL;
   ALTER TABLE accounts ALTER COLUMN name SET NOT NULL;
   CREATE UNIQUE INDEX accounts_owner_name ON accounts (owner, name);
   ALTER TABLE api_keys ADD COLUMN subaccounts TEXT;`,
  // Watcher links (issue 37): read-only views of one sub-account for someone without a sign-in. Only the secret's
  // SHA-256 is kept; `scopes` is a JSON array of what the view may read besides the dashboard.
  `CREATE TABLE watcher_links (
     id TEXT PRIMARY KEY,
     sub TEXT NOT NULL REFERENCES accounts (sub),
     label TEXT NOT NULL,
     scopes TEXT NOT NULL,
     secret_hash TEXT NOT NULL UNIQUE,
     created_at BIGINT NOT NULL,
     expires_at BIGINT,
     revoked_at BIGINT,
     last_used_at BIGINT,
     views INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX watcher_links_sub ON watcher_links (sub, created_at);`,
  // Step-up and the address-change mail (issue 38). `second_factor_seen_at`, on a user's first sub-account: when a
  // token of theirs first showed a second factor (policy `when-enrolled`). Each address change mails a freeze link
  // whose token is kept only as its SHA-256, valid 7 days and once; following it freezes that coin's payouts of the
  // sub-account until support releases the freeze (`released_at`).
  `ALTER TABLE accounts ADD COLUMN second_factor_seen_at BIGINT;
   CREATE TABLE freeze_tokens (
     id TEXT PRIMARY KEY,
     token_hash TEXT NOT NULL UNIQUE,
     sub TEXT NOT NULL REFERENCES accounts (sub),
     coin TEXT NOT NULL,
     address TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     expires_at BIGINT NOT NULL,
     used_at BIGINT
   );
   CREATE TABLE payout_freezes (
     sub TEXT NOT NULL REFERENCES accounts (sub),
     coin TEXT NOT NULL,
     frozen_at BIGINT NOT NULL,
     token_id TEXT NOT NULL,
     released_at BIGINT
   );
   CREATE UNIQUE INDEX payout_freezes_active ON payout_freezes (sub, coin) WHERE released_at IS NULL;`,
  // The operator console (issue 39), times in epoch ms. The audit log is append-only: a trigger refuses UPDATE,
  // DELETE and TRUNCATE. News: `texts` is JSON `{en, ru, cn}` of `{title, summary, body}`; `publish_at` null is a
  // draft, later than now scheduled, else published; the four stories the API used to hold in code are seeded.
  // Maintenance and the route rules are one row each (id 1), the rules a JSON array with a version counted up on
  // every save.
  `CREATE TABLE admin_audit (
     id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     at BIGINT NOT NULL,
     actor_sub TEXT NOT NULL,
     actor_name TEXT NOT NULL,
     action TEXT NOT NULL,
     target TEXT NOT NULL,
     before TEXT,
     after TEXT
   );
   CREATE INDEX admin_audit_action ON admin_audit (action, id);
   CREATE INDEX admin_audit_target ON admin_audit (target, id);
   CREATE FUNCTION admin_audit_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'admin_audit is append-only'; END $$;
   CREATE TRIGGER admin_audit_append_only BEFORE UPDATE OR DELETE ON admin_audit
     FOR EACH ROW EXECUTE FUNCTION admin_audit_refuse();
   CREATE TRIGGER admin_audit_no_truncate BEFORE TRUNCATE ON admin_audit
     FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_refuse();
   CREATE TABLE news (
     id TEXT PRIMARY KEY,
     publish_at BIGINT,
     created_at BIGINT NOT NULL,
     updated_at BIGINT NOT NULL,
     texts TEXT NOT NULL
   );
   CREATE INDEX news_published ON news (publish_at);
   ${newsSeedSql()};
   CREATE TABLE site_maintenance (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     starts_at BIGINT,
     ends_at BIGINT,
     enabled BOOLEAN NOT NULL,
     message TEXT NOT NULL,
     updated_at BIGINT,
     updated_by TEXT
   );
   INSERT INTO site_maintenance (id, enabled, message) VALUES (1, false, '{"en":"","ru":"","cn":""}');
   CREATE TABLE route_rules (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     version INTEGER NOT NULL,
     rules TEXT NOT NULL,
     updated_at BIGINT,
     updated_by TEXT
   );
   INSERT INTO route_rules (id, version, rules) VALUES (1, 0, '[]');`,
  // The operator console's accounts and support inbox (issue 39), times in epoch ms. A ban is a row on the user's
  // first sub-account (the owner's sub), kept when lifted; at most one is in force per user. Contact messages gain a
  // status, and the replies the support team sent (each with its outbox row).
  `CREATE TABLE account_bans (
     id TEXT PRIMARY KEY,
     sub TEXT NOT NULL REFERENCES accounts (sub),
     reason TEXT NOT NULL,
     note TEXT,
     banned_at BIGINT NOT NULL,
     banned_by TEXT NOT NULL,
     banned_by_name TEXT NOT NULL,
     lifted_at BIGINT,
     lifted_by TEXT,
     lifted_by_name TEXT
   );
   CREATE UNIQUE INDEX account_bans_active ON account_bans (sub) WHERE lifted_at IS NULL;
   ALTER TABLE contact_messages ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
   CREATE INDEX contact_messages_status ON contact_messages (status, created_at);
   CREATE TABLE contact_replies (
     id TEXT PRIMARY KEY,
     message_id TEXT NOT NULL REFERENCES contact_messages (id),
     body TEXT NOT NULL,
     author_sub TEXT NOT NULL,
     author_name TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     mail_id TEXT
   );
   CREATE INDEX contact_replies_message ON contact_replies (message_id, created_at);
   CREATE INDEX mail_outbox_created ON mail_outbox (created_at);`,
  // Alerts to channels other than mail (issue 40), times in epoch ms. `alert_deliveries` holds one row per event and
  // destination (its idempotency key `<eventId>:<channel>:<destinationId>` is unique, so an event never goes twice to
  // one destination); `seq` orders a destination's rows, `locked_until` is the lease of the replica sending a row.
  // Every attempt is logged in `alert_delivery_attempts`. Webhook endpoints belong to a user (`owner`), cover all its
  // sub-accounts or a JSON list of their keys, and keep their signing secret.
  `CREATE TABLE webhook_endpoints (
     id TEXT PRIMARY KEY,
     owner TEXT NOT NULL,
     url TEXT NOT NULL,
     description TEXT NOT NULL,
     format TEXT NOT NULL,
     subaccounts TEXT,
     secret TEXT NOT NULL,
     enabled BOOLEAN NOT NULL,
     disabled_reason TEXT,
     failing_since BIGINT,
     created_at BIGINT NOT NULL,
     last_delivery_at BIGINT,
     last_status_code INTEGER
   );
   CREATE INDEX webhook_endpoints_owner ON webhook_endpoints (owner, created_at);
   CREATE TABLE alert_deliveries (
     id TEXT PRIMARY KEY,
     seq BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
     idempotency_key TEXT NOT NULL UNIQUE,
     event_id TEXT NOT NULL,
     channel TEXT NOT NULL,
     destination_id TEXT NOT NULL,
     sub TEXT NOT NULL,
     event_type TEXT NOT NULL,
     payload TEXT NOT NULL,
     locale TEXT NOT NULL,
     alert_id TEXT,
     status TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at BIGINT,
     locked_until BIGINT,
     first_attempt_at BIGINT,
     created_at BIGINT NOT NULL,
     finished_at BIGINT
   );
   CREATE INDEX alert_deliveries_due ON alert_deliveries (next_attempt_at) WHERE status IN ('pending', 'retrying');
   CREATE INDEX alert_deliveries_destination ON alert_deliveries (channel, destination_id, seq);
   CREATE INDEX alert_deliveries_alert ON alert_deliveries (alert_id);
   CREATE TABLE alert_delivery_attempts (
     delivery_id TEXT NOT NULL REFERENCES alert_deliveries (id) ON DELETE CASCADE,
     attempt INTEGER NOT NULL,
     at BIGINT NOT NULL,
     status_code INTEGER,
     latency_ms INTEGER,
     response_start TEXT,
     error TEXT,
     PRIMARY KEY (delivery_id, attempt)
   );`,
  // Telegram alerts (issue 40), times in epoch ms. A link joins a user (the owner of sub-accounts) to a private chat;
  // `blocked` when a send was refused because the user blocked the bot (kept so Settings can say so until
  // dismissed). At most one active link per chat. Link codes (the deep link's start parameter) are kept only as
  // their SHA-256, valid 10 minutes and once.
  `CREATE TABLE telegram_links (
     id TEXT PRIMARY KEY,
     owner TEXT NOT NULL,
     chat_id TEXT NOT NULL,
     chat_name TEXT NOT NULL,
     linked_at BIGINT NOT NULL,
     status TEXT NOT NULL DEFAULT 'active',
     blocked_at BIGINT
   );
   CREATE UNIQUE INDEX telegram_links_chat ON telegram_links (chat_id) WHERE status = 'active';
   CREATE INDEX telegram_links_owner ON telegram_links (owner, linked_at);
   CREATE TABLE telegram_link_codes (
     code_hash TEXT PRIMARY KEY,
     owner TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     expires_at BIGINT NOT NULL,
     used_at BIGINT
   );
   CREATE INDEX telegram_link_codes_expires ON telegram_link_codes (expires_at);`,
];

/**
 * Applies the migrations this database has not seen yet, in one transaction (see below). `through` stops after that
 * version: the migration tests build a release's schema with it (migrations 1 to its newest) before loading that
 * release's rows; the API always applies them all.
 */
export async function migrate(
  db: Database,
  { through = migrations.length }: { through?: number } = {},
): Promise<void> {
  // One transaction for the lot, and on PostgreSQL under an advisory lock taken first: replicas starting at once
  // queue here (the lock goes with the commit), and each then sees what the one before it applied. Without the lock
  // two of them would both find the table missing and collide creating it.
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [MIGRATIONS_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
    );
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    for (const [index, sql] of migrations.entries()) {
      const version = index + 1;
      if (done.has(version) || version > through) continue;
      for (const statement of sql.split(/;\s*\n/).filter((s) => s.trim())) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [
        version,
        Math.floor(Date.now() / 1000),
      ]);
    }
  });
}
