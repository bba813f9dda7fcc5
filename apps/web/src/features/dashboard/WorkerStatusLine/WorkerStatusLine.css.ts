import { style } from '@vanilla-extract/css';
import { minWidthQuery, vars } from '@lode/ui';

// Every state of the line drawn in one grid cell: the cell is as tall as the tallest, so the line keeps its height
// whichever it shows (at any width, in any language) and nothing under it moves when the state changes.
export const line = style({ display: 'grid' });

export const layer = style({ gridArea: '1 / 1', minWidth: 0 });

// A state not shown: it keeps its room in the cell, unseen, unread and out of the tab order (`inert` on it too).
export const hiddenLayer = style([layer, { visibility: 'hidden' }]);

// While the counts load: a placeholder over the whole cell, with the line's own corners.
export const placeholder = style([layer, { borderRadius: vars.radius.md }]);

// The rule under the title: on a wider screen only. On a phone the title and the link say what to do, and the workers
// page states the rule.
export const detail = style({ display: 'none', '@media': { [minWidthQuery('sm')]: { display: 'inline' } } });
