// The paths other parts of the app send a visitor to. Their routes declare them from here, so a link and its
// route cannot drift apart.

/** The page sign-in lands on. */
export const signInLandingPath = '/dashboard';

/** The maintenance page. */
export const techWorkPath = '/tech-work';

/** A watcher view's dashboard; its other pages are below it (`/watch/:secret/workers`). */
export const watchBasePath = '/watch/:secret';
