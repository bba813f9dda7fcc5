/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The build id, also written to builds/latest.json (vite.config.ts). */
  readonly LODE_BUILD_ID?: string;
}
