import { useLayoutEffect, type RefObject } from 'react';

/** A side of the anchor the floating element sits on. */
export type Side = 'top' | 'right' | 'bottom' | 'left';

/** Where along that side it lines up with the anchor. */
export type Align = 'start' | 'center' | 'end';

/** The rectangle of an element in viewport coordinates. */
export interface Box {
  /** Distance from the viewport's left edge. */
  left: number;
  /** Distance from the viewport's top edge. */
  top: number;
  /** Width in CSS pixels. */
  width: number;
  /** Height in CSS pixels. */
  height: number;
}

/** Where {@link placeFloating} puts a floating element. */
export interface Placement {
  /** Viewport x of its left edge. */
  left: number;
  /** Viewport y of its top edge. */
  top: number;
  /** The side it ended up on: the preferred one, or the opposite when that had no room. */
  side: Side;
}

const opposite: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

function room(side: Side, anchor: Box, viewport: { width: number; height: number }): number {
  switch (side) {
    case 'top':
      return anchor.top;
    case 'bottom':
      return viewport.height - anchor.top - anchor.height;
    case 'left':
      return anchor.left;
    case 'right':
      return viewport.width - anchor.left - anchor.width;
  }
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

/**
 * Places a floating box of `size` beside `anchor`: on the preferred side unless it does not fit there and the
 * opposite side has more room, aligned as asked, then shifted to stay `padding` pixels inside the viewport.
 */
export function placeFloating(
  anchor: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  options: { side: Side; align: Align; offset: number; padding: number },
): Placement {
  const { align, offset, padding } = options;
  const vertical = options.side === 'top' || options.side === 'bottom';
  const needed = (vertical ? size.height : size.width) + offset + padding;
  let side = options.side;
  if (
    room(side, anchor, viewport) < needed &&
    room(opposite[side], anchor, viewport) > room(side, anchor, viewport)
  ) {
    side = opposite[side];
  }

  const along = (start: number, length: number, own: number) =>
    align === 'start' ? start : align === 'end' ? start + length - own : start + (length - own) / 2;

  let left: number;
  let top: number;
  if (vertical) {
    left = along(anchor.left, anchor.width, size.width);
    top = side === 'top' ? anchor.top - offset - size.height : anchor.top + anchor.height + offset;
  } else {
    top = along(anchor.top, anchor.height, size.height);
    left = side === 'left' ? anchor.left - offset - size.width : anchor.left + anchor.width + offset;
  }
  return {
    left: clamp(left, padding, viewport.width - size.width - padding),
    top: clamp(top, padding, viewport.height - size.height - padding),
    side,
  };
}

/**
 * While `open`, keeps `floating` (a fixed-position element in the top layer) placed beside `anchor`, following
 * scrolling and resizing. Sets `data-side` to the side it ended up on, for the entry animation.
 */
export function useFloatingPosition(
  open: boolean,
  anchor: RefObject<HTMLElement | null>,
  floating: RefObject<HTMLElement | null>,
  options: { side: Side; align: Align; offset: number; padding?: number },
): void {
  const { side, align, offset, padding = 8 } = options;
  useLayoutEffect(() => {
    if (!open) return;
    const update = () => {
      const anchorElement = anchor.current;
      const element = floating.current;
      if (!anchorElement || !element) return;
      const root = document.documentElement;
      const placement = placeFloating(
        anchorElement.getBoundingClientRect(),
        { width: element.offsetWidth, height: element.offsetHeight },
        { width: root.clientWidth, height: root.clientHeight },
        { side, align, offset, padding },
      );
      element.style.setProperty('left', `${placement.left}px`);
      element.style.setProperty('top', `${placement.top}px`);
      element.setAttribute('data-side', placement.side);
    };
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    if (floating.current) observer?.observe(floating.current);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
      observer?.disconnect();
    };
  }, [open, anchor, floating, side, align, offset, padding]);
}

/** Shows a `popover` element in the top layer, where no ancestor's overflow or stacking can cover it. */
export function showInTopLayer(element: HTMLElement): void {
  // Engines without the Popover API still show it, as a fixed element with a high z-index from its class.
  if (typeof element.showPopover === 'function' && !element.matches(':popover-open')) element.showPopover();
}
