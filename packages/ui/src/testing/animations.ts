/** Resolves once every running finite animation and transition of an element and its descendants has finished. */
export async function animationsFinished(element: Element): Promise<void> {
  // `getAnimations` applies pending style changes first, so an animation that a class or state change has just
  // started is in the list. Endless ones (a spinner) never finish and are left out; one that a finishing animation
  // sets off (a transition on focus) is waited for on the next pass.
  for (;;) {
    const running = element
      .getAnimations({ subtree: true })
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    if (running.length === 0) return;
    // A cancelled animation (its element removed) rejects `finished`: it is over all the same.
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  }
}
