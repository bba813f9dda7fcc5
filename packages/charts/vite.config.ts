import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Stories and unit tests of this package compile vanilla-extract through Vite (without a real config here, recipe classes were dropped in a reported case).
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
});
