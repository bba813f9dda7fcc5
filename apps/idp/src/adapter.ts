import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/** Models whose records belong to a grant and die with it (logout, refresh-token reuse, revocation). */
const grantable = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken']);

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds, or Infinity. */
  expiresAt: number;
}

/**
 * oidc-provider's storage, in memory for the life of the process and separate per provider instance (tests start
 * several). Unlike the library's quick-start adapter it never evicts live records to stay under a size limit.
 */
export function createMemoryStore(): AdapterFactory {
  const records = new Map<string, Entry>();
  const sessionsByUid = new Map<string, string>();
  const grants = new Map<string, Set<string>>();

  const live = (key: string): AdapterPayload | undefined => {
    const entry = records.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      records.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  let writes = 0;
  /** Drops expired records now and then, so a long-running dev provider does not grow without bound. */
  const sweep = () => {
    const now = Date.now();
    for (const [k, entry] of records) if (entry.expiresAt <= now) records.delete(k);
    for (const [grantId, members] of grants) {
      for (const member of members) if (!records.has(member)) members.delete(member);
      if (members.size === 0) grants.delete(grantId);
    }
    for (const [uid, id] of sessionsByUid) if (!records.has(`Session:${id}`)) sessionsByUid.delete(uid);
  };

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        if (++writes % 500 === 0) sweep();
        const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity;
        records.set(key(id), { payload, expiresAt });
        if (model === 'Session' && payload.uid) sessionsByUid.set(payload.uid, id);
        if (grantable.has(model) && payload.grantId) {
          const members = grants.get(payload.grantId) ?? new Set<string>();
          members.add(key(id));
          grants.set(payload.grantId, members);
        }
      },
      async find(id) {
        return live(key(id));
      },
      async findByUid(uid) {
        const id = sessionsByUid.get(uid);
        return id === undefined ? undefined : live(key(id));
      },
      async findByUserCode() {
        // Device flow is off: there are no user codes.
        return undefined;
      },
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        const payload = live(key(id));
        records.delete(key(id));
        if (model === 'Session' && payload?.uid) sessionsByUid.delete(payload.uid);
        if (payload?.grantId) grants.get(payload.grantId)?.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const member of grants.get(grantId) ?? []) records.delete(member);
        grants.delete(grantId);
      },
    };
  };
}
