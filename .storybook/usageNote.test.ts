import { describe, expect, it } from 'vitest';
import { missingUsageParts, usageDocs, usageNote } from './usageNote';

const note = {
  summary: 'A themed button.',
  use: 'For an action on the page.',
  avoid: 'For going to another page: use Link.',
  keyboard: 'Tab focuses it; Enter and Space press it.',
};

describe('usage notes', () => {
  it('writes the note as one paragraph per part, each with its lead-in', () => {
    expect(usageNote(note)).toBe(
      [
        'A themed button.',
        '**When to use.** For an action on the page.',
        '**When not to use.** For going to another page: use Link.',
        '**Keyboard.** Tab focuses it; Enter and Space press it.',
      ].join('\n\n'),
    );
  });

  it("finds nothing missing in a package component's stories that carry a whole note", () => {
    const parameters = { docs: usageDocs(note) };
    expect(missingUsageParts({ title: 'ui/Button', tags: ['dev', 'autodocs'], parameters })).toEqual([]);
  });

  it('names the parts a package component lacks', () => {
    const title = 'charts/LineChart';
    expect(missingUsageParts({ title, tags: ['autodocs'], parameters: {} })).toEqual([
      'When to use.',
      'When not to use.',
      'Keyboard.',
    ]);
    const partial = { description: { component: '**When to use.** Always.' } };
    expect(missingUsageParts({ title, tags: ['autodocs'], parameters: { docs: partial } })).toEqual([
      'When not to use.',
      'Keyboard.',
    ]);
  });

  it("asks nothing of the app's stories or of pages without a Docs page (the Foundations)", () => {
    expect(missingUsageParts({ title: 'web/Top', tags: ['autodocs'], parameters: {} })).toEqual([]);
    const foundations = { title: 'Foundations/Colours', tags: ['dev'], parameters: {} };
    expect(missingUsageParts(foundations)).toEqual([]);
    // A package's page that opts out of its Docs page needs no note either.
    expect(missingUsageParts({ title: 'ui/Icon gallery', tags: ['dev'], parameters: {} })).toEqual([]);
  });
});
