import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Stories and unit tests of this package compile vanilla-extract through Vite (NOTES.md: keep a real config here).
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
});
