/** The shades one colour role needs: a solid fill, its hover, text on it, a soft background, a border and text on surfaces. */
export interface RoleColors {
  /** Fill of solid elements such as a primary button. */
  solid: string;
  /** Fill of a solid element under the pointer. */
  solidHover: string;
  /** Text and icons drawn on `solid`. */
  onSolid: string;
  /** Tinted background of soft elements and alerts. */
  soft: string;
  /** Tinted background of a soft element under the pointer. */
  softHover: string;
  /** Border of outlined elements. */
  border: string;
  /** Text in this role on the surface and on `soft`. */
  text: string;
}

/** The colour roles of the product. */
export const colorRoles = ['primary', 'secondary', 'success', 'info', 'warning', 'error', 'neutral'] as const;

/** A colour role name. */
export type ColorRole = (typeof colorRoles)[number];

/** Every colour of one theme. */
export interface ThemeColors extends Record<ColorRole, RoleColors> {
  /** Page background. */
  background: string;
  /** Cards, panels and inputs. */
  surface: string;
  /** Menus, dialogs and other raised surfaces. */
  surfaceRaised: string;
  /** Body text. */
  text: string;
  /** Secondary text: captions, hints, axis labels. */
  textMuted: string;
  /** Hairlines between regions. */
  border: string;
  /** Borders of inputs and other controls. */
  borderStrong: string;
  /** Keyboard focus outline. */
  focusRing: string;
}

/** Light theme colours; primary is the brand blue `#1867C0`. Every text pair meets WCAG AA (see palette.test.ts). */
export const lightColors: ThemeColors = {
  background: '#f5f7fa',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  text: '#111827',
  textMuted: '#4b5563',
  border: '#e2e8f0',
  borderStrong: '#828c9e',
  focusRing: '#1867c0',
  primary: {
    solid: '#1867c0',
    solidHover: '#13539b',
    onSolid: '#ffffff',
    soft: '#e3eefa',
    softHover: '#cddff5',
    border: '#8fb5e3',
    text: '#1456a0',
  },
  secondary: {
    solid: '#3f51b5',
    solidHover: '#32409a',
    onSolid: '#ffffff',
    soft: '#e8eaf6',
    softHover: '#d3d7ef',
    border: '#9fa8da',
    text: '#34439e',
  },
  success: {
    solid: '#2e7d32',
    solidHover: '#25672a',
    onSolid: '#ffffff',
    soft: '#e6f4e7',
    softHover: '#cfe9d1',
    border: '#8fc793',
    text: '#256a29',
  },
  info: {
    solid: '#0271b3',
    solidHover: '#01629c',
    onSolid: '#ffffff',
    soft: '#e1f2fb',
    softHover: '#c8e6f7',
    border: '#81c2e8',
    text: '#01629c',
  },
  warning: {
    solid: '#f5b800',
    solidHover: '#e0a800',
    onSolid: '#1f1500',
    soft: '#fff6d6',
    softHover: '#ffedb0',
    border: '#e6c15a',
    text: '#7a5300',
  },
  error: {
    solid: '#c62828',
    solidHover: '#a82020',
    onSolid: '#ffffff',
    soft: '#fdecec',
    softHover: '#f9d6d6',
    border: '#ef9a9a',
    text: '#b01f1f',
  },
  neutral: {
    solid: '#475569',
    solidHover: '#334155',
    onSolid: '#ffffff',
    soft: '#eef2f6',
    softHover: '#e2e8f0',
    border: '#a3afbf',
    text: '#334155',
  },
};

/** Dark theme colours; primary is the brand blue `#2d82c6`. Every text pair meets WCAG AA (see palette.test.ts). */
export const darkColors: ThemeColors = {
  background: '#0e1116',
  surface: '#161b22',
  surfaceRaised: '#1d232c',
  text: '#e6edf3',
  textMuted: '#9aa6b2',
  border: '#2a313b',
  borderStrong: '#6b7685',
  focusRing: '#6cb2f0',
  primary: {
    solid: '#2d82c6',
    solidHover: '#3a91d6',
    // White on #2d82c6 is 4.1:1, below AA; near-black reads at 5:1.
    onSolid: '#03070d',
    soft: '#12283d',
    softHover: '#173451',
    border: '#2f6a9c',
    text: '#7ab8ec',
  },
  secondary: {
    solid: '#8c98d8',
    solidHover: '#a0aae0',
    onSolid: '#0b0f1a',
    soft: '#1c2038',
    softHover: '#252a48',
    border: '#4a5596',
    text: '#aeb8ec',
  },
  success: {
    solid: '#4caf50',
    solidHover: '#5fbf63',
    onSolid: '#06120a',
    soft: '#10261a',
    softHover: '#163222',
    border: '#2f7a3a',
    text: '#80d584',
  },
  info: {
    solid: '#29a3e0',
    solidHover: '#45b2e8',
    onSolid: '#03121c',
    soft: '#0b2433',
    softHover: '#0f3044',
    border: '#236d93',
    text: '#79c7f0',
  },
  warning: {
    solid: '#f5c518',
    solidHover: '#f7d045',
    onSolid: '#1f1500',
    soft: '#2a2208',
    softHover: '#372c0a',
    border: '#8a7118',
    text: '#f7d35a',
  },
  error: {
    solid: '#ef5350',
    solidHover: '#f26d6a',
    onSolid: '#1a0505',
    soft: '#2c1213',
    softHover: '#3a1718',
    border: '#9a3634',
    text: '#ff8f8c',
  },
  neutral: {
    solid: '#94a3b8',
    solidHover: '#a9b6c8',
    onSolid: '#0b1118',
    soft: '#1e2630',
    softHover: '#28323e',
    border: '#4a5668',
    text: '#cbd5e1',
  },
};
