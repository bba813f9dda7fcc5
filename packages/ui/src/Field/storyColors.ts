// For stories only: what a `vars.color.*` reference resolves to in the current theme, in getComputedStyle's format,
// so a play function can check that a control draws with the token it should.

/**
 * The computed colour of a CSS colour value, such as `vars.color.error.text`, in the current theme. It adds and
 * removes a probe element: call it outside `waitFor`, whose DOM observer it would otherwise keep waking.
 */
export function resolveColor(value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

/** The ids in an element's aria-describedby, resolved to the text of the elements they name. */
export function descriptionsOf(element: Element): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `#${id} missing`);
}
