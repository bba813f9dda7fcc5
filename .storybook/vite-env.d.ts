/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by the story test projects to `light` or `dark`. */
  readonly LODE_STORY_THEME?: string;
  /** Set by the mobile story test project to a viewport name (`xs`). */
  readonly LODE_STORY_VIEWPORT?: string;
}
