import type { AppAuth } from './useAuth';

// Signing out clears the session before the browser leaves for the provider's logout page. Without this flag a
// cabinet page's guard sees "signed out" in between and starts a new sign-in, which wins the race.
let leaving = false;

/** Whether a sign-out is sending the browser away (guards must not start a sign-in meanwhile). */
export function isSigningOut(): boolean {
  return leaving;
}

/** Signs out at the provider and comes back to `returnTo`. */
export async function signOut(auth: AppAuth, returnTo: string): Promise<void> {
  leaving = true;
  try {
    await auth.logout({ returnTo });
  } finally {
    // Still here (the logout failed or stayed in the page): guards may act again.
    setTimeout(() => {
      leaving = false;
    }, 5_000);
  }
}
