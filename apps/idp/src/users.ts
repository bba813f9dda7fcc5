import { randomUUID } from 'node:crypto';

/** Client id of the Lode SPA; every token this provider issues is for it. */
export const CLIENT_ID = 'lode-web';

/** A user of the realm, kept in memory for the life of the process. */
export interface RealmUser {
  /** Stable subject (`sub`), a UUID as Keycloak uses. */
  id: string;
  /** Login name (`preferred_username`), lower case. */
  username: string;
  /** E-mail address, lower case. */
  email: string;
  /** Given name, may be empty. */
  firstName: string;
  /** Family name, may be empty. */
  lastName: string;
  /** Whether the address counts as verified (`email_verified`): demo users yes, self-registered users no. */
  emailVerified: boolean;
  /** Plain password: this is a development and test stand-in, never a real user store. */
  password: string;
  /** Realm roles (`realm_access.roles`). */
  realmRoles: string[];
  /** Roles of the `lode-web` client (`resource_access['lode-web'].roles`). */
  clientRoles: string[];
}

/** Keycloak puts its composite default role into every user's realm roles. */
const DEFAULT_REALM_ROLE = 'default-roles-lode';

/** The demo users `npm start` offers (password = user name), with fixed ids so tests and bookmarks survive restarts. */
const demoUsers: readonly RealmUser[] = [
  {
    id: '8f0e5a4c-4d1b-4a8e-9c59-2f1d3c6b7a01',
    username: 'demo',
    email: 'demo@lode.example',
    firstName: 'Demo',
    lastName: 'Miner',
    emailVerified: true,
    password: 'demo',
    realmRoles: ['miner', DEFAULT_REALM_ROLE],
    clientRoles: ['user'],
  },
  {
    id: '3b7c9d2e-1f4a-4c6b-8e0d-5a9f2b1c7d02',
    username: 'admin',
    email: 'admin@lode.example',
    firstName: 'Ada',
    lastName: 'Admin',
    emailVerified: true,
    password: 'admin',
    realmRoles: ['miner', 'admin', DEFAULT_REALM_ROLE],
    clientRoles: ['user', 'manage-pool'],
  },
  {
    id: 'c4a1e6f3-9b2d-4f7a-a5c8-0d3e6b9f1a03',
    username: 'banned',
    email: 'banned@lode.example',
    firstName: 'Barred',
    lastName: 'User',
    emailVerified: true,
    password: 'banned',
    realmRoles: ['banned', DEFAULT_REALM_ROLE],
    clientRoles: [],
  },
  {
    id: 'e7d2b5a9-6c3f-4e1a-b8d4-1f5a7c2e9b04',
    username: 'support',
    email: 'support@lode.example',
    firstName: 'Sam',
    lastName: 'Support',
    emailVerified: true,
    password: 'support',
    realmRoles: ['support', DEFAULT_REALM_ROLE],
    clientRoles: ['user'],
  },
];

/** What a registration form submits. */
export interface Registration {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** Why a registration was refused: the form field it concerns and a message key. */
export type RegistrationProblem =
  { field: 'username'; message: 'usernameExists' } | { field: 'email'; message: 'emailExists' };

/** The realm's users: the demo users plus whoever registers while the process runs. */
export class UserStore {
  readonly #byId = new Map<string, RealmUser>();

  constructor() {
    for (const user of demoUsers) this.#byId.set(user.id, { ...user });
  }

  /** The user with this subject, if any. */
  get(id: string): RealmUser | undefined {
    return this.#byId.get(id);
  }

  /** The user with this user name or e-mail address (case-insensitive), if any. */
  find(login: string): RealmUser | undefined {
    const wanted = login.trim().toLowerCase();
    for (const user of this.#byId.values()) {
      if (user.username === wanted || user.email === wanted) return user;
    }
    return undefined;
  }

  /** The user whose name or e-mail and password match, as Keycloak's login form accepts either. */
  authenticate(login: string, password: string): RealmUser | undefined {
    const user = this.find(login);
    return user && user.password === password ? user : undefined;
  }

  /** Creates a user who can sign in at once, with the roles a new Keycloak user gets from the realm's defaults. */
  register(form: Registration): RealmUser | RegistrationProblem {
    const username = form.username.trim().toLowerCase();
    const email = form.email.trim().toLowerCase();
    if (this.find(username)) return { field: 'username', message: 'usernameExists' };
    if (this.find(email)) return { field: 'email', message: 'emailExists' };
    const user: RealmUser = {
      id: randomUUID(),
      username,
      email,
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      emailVerified: false,
      password: form.password,
      realmRoles: ['miner', DEFAULT_REALM_ROLE],
      clientRoles: ['user'],
    };
    this.#byId.set(user.id, user);
    return user;
  }
}

/** The claims Keycloak's default client scopes (profile, email, roles) put into tokens for a user. */
export function keycloakClaims(user: RealmUser) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
  return {
    sub: user.id,
    preferred_username: user.username,
    name,
    given_name: user.firstName || undefined,
    family_name: user.lastName || undefined,
    email: user.email,
    email_verified: user.emailVerified,
    realm_access: { roles: [...user.realmRoles] },
    resource_access: {
      ...(user.clientRoles.length > 0 ? { [CLIENT_ID]: { roles: [...user.clientRoles] } } : {}),
      account: { roles: ['manage-account', 'view-profile'] },
    },
  };
}
