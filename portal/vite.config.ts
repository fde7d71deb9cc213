import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';

// `npm run dev`: the API runs separately (`npm start`, port 4000) and Vite forwards its paths.
const api = process.env.STEPWISE_API_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), precompress()],
  // Workspace packages are used from source, as everywhere else in the repository.
  resolve: { conditions: ['@stepwise/source', ...defaultClientConditions] },
  server: {
    proxy: { '/v1': api, '/sign': api, '/access': api, '/openapi.json': api },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 700 },
});
