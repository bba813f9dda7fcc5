/** The attribute on `<html>` (or any subtree) whose value, `light` or `dark`, selects a theme. */
export const themeAttribute = 'data-theme';
