import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Stories and unit tests of this package render through Vite.
export default defineConfig({
  plugins: [react()],
});
