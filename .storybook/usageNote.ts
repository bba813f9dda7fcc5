// The usage note on each package component's Docs page: what it is, when to use it, when not, and how it answers
// the keyboard. Written in the story file's meta (`parameters: { docs: usageDocs({ … }) }`), it takes the place of
// the component's JSDoc at the top of the Docs page; the preview refuses a package story without one.

/** What a component's Docs page says above its stories. */
export interface UsageNote {
  /** What the component is, in a sentence. */
  summary: string;
  /** The cases it is for. */
  use: string;
  /** The cases where something else fits better, naming it. */
  avoid: string;
  /** What each key does, or that it takes no focus. */
  keyboard: string;
}

/** The lead-in of each part of the note, as the Docs page shows it. */
export const usageParts = {
  use: 'When to use.',
  avoid: 'When not to use.',
  keyboard: 'Keyboard.',
} as const satisfies Record<Exclude<keyof UsageNote, 'summary'>, string>;

/** The note as Markdown, one paragraph per part. */
export function usageNote(note: UsageNote): string {
  return [
    note.summary,
    `**${usageParts.use}** ${note.use}`,
    `**${usageParts.avoid}** ${note.avoid}`,
    `**${usageParts.keyboard}** ${note.keyboard}`,
  ].join('\n\n');
}

/** The `docs` parameter of a component's stories: its usage note at the top of its Docs page. */
export function usageDocs(note: UsageNote): { description: { component: string } } {
  return { description: { component: usageNote(note) } };
}

/** Story titles of the packages' components (`ui/Button`, `charts/LineChart`); the app's are `web/…`. */
const packageTitle = /^(?:ui|charts|i18n|auth)\//;

/**
 * The parts a story's usage note lacks (their lead-ins), for a story of a package component (by its title: the
 * story tests compose stories without their file name) that has a Docs page; empty when it has them all or needs none.
 */
export function missingUsageParts(story: {
  title: string;
  tags: readonly string[];
  parameters: Record<string, unknown>;
}): string[] {
  if (!packageTitle.test(story.title) || !story.tags.includes('autodocs')) return [];
  const docs = story.parameters.docs as { description?: { component?: unknown } } | undefined;
  const text = typeof docs?.description?.component === 'string' ? docs.description.component : '';
  return Object.values(usageParts).filter((part) => !text.includes(`**${part}**`));
}
