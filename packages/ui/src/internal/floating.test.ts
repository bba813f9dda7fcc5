import { describe, expect, it } from 'vitest';
import { placeFloating } from './floating';

const viewport = { width: 375, height: 667 };
const menu = { width: 200, height: 160 };
const options = { side: 'bottom', align: 'start', offset: 4, padding: 8 } as const;

describe('placeFloating', () => {
  it('puts the box below its anchor, aligned to its start, when there is room', () => {
    const anchor = { left: 16, top: 100, width: 120, height: 40 };
    expect(placeFloating(anchor, menu, viewport, options)).toEqual({ left: 16, top: 144, side: 'bottom' });
  });

  it('flips above an anchor near the bottom of the screen', () => {
    const anchor = { left: 16, top: 600, width: 120, height: 40 };
    expect(placeFloating(anchor, menu, viewport, options)).toEqual({ left: 16, top: 436, side: 'top' });
  });

  it('stays on the preferred side when the opposite has even less room', () => {
    const anchor = { left: 16, top: 20, width: 120, height: 600 };
    expect(placeFloating(anchor, menu, viewport, options).side).toBe('bottom');
  });

  it('shifts a box that would leave the screen back inside the padding', () => {
    const anchor = { left: 330, top: 100, width: 40, height: 40 };
    const placed = placeFloating(anchor, menu, viewport, options);
    expect(placed.left).toBe(viewport.width - menu.width - 8);
    const centred = placeFloating(
      { left: 0, top: 300, width: 20, height: 20 },
      { width: 80, height: 24 },
      viewport,
      {
        side: 'top',
        align: 'center',
        offset: 6,
        padding: 8,
      },
    );
    expect(centred).toEqual({ left: 8, top: 270, side: 'top' });
  });

  it('places beside the anchor for left and right, centred on it', () => {
    const anchor = { left: 100, top: 300, width: 40, height: 40 };
    const tip = { width: 60, height: 20 };
    expect(
      placeFloating(anchor, tip, viewport, { side: 'right', align: 'center', offset: 6, padding: 8 }),
    ).toEqual({
      left: 146,
      top: 310,
      side: 'right',
    });
    // No room on the left (100 px for 66 + 8 is enough; 30 px is not): it flips right.
    const nearEdge = { left: 30, top: 300, width: 40, height: 40 };
    expect(
      placeFloating(nearEdge, tip, viewport, { side: 'left', align: 'center', offset: 6, padding: 8 }).side,
    ).toBe('right');
  });
});
