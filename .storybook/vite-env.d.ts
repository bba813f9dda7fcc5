/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by the story test projects to `light` or `dark`. */
  readonly LODE_STORY_THEME?: string;
}
