import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress.ts';

// `npm run dev`: the API runs separately (`npm start`, port 4000) and Vite forwards its paths.
const api = process.env.STEPWISE_API_URL ?? 'http://localhost:4000';

// The server's paths outside /v1 and /v2 (000 §7 admin-server calls, signing). `/admin` is shared
// with the portal's admin pages: a browser navigation there (text/html) stays with Vite.
const API_PATHS = [
  '/v1',
  '/v2',
  // The chat server's /chat/query, /chat/like, /chat/references (002 §7; issue 7).
  '/chat',
  '/sign',
  '/access',
  '/openapi.json',
  '/admin',
  '/sso',
  '/reset',
  '/invite',
  '/user/add',
  '/login-activity',
  '/core-features',
  '/healthz',
];
const proxy = Object.fromEntries(
  API_PATHS.map((path) => [
    path,
    {
      target: api,
      bypass: (req: { headers: { accept?: string }; url?: string }) =>
        req.headers.accept?.includes('text/html') ? req.url : undefined,
    },
  ]),
);

export default defineConfig({
  plugins: [react(), precompress()],
  // Workspace packages are used from source, as everywhere else in the repository.
  resolve: { conditions: ['@stepwise/source', ...defaultClientConditions] },
  // Vitest runs the node-environment tests through the SSR resolver: sources there too (a clean
  // clone has no built dist/ of the packages).
  ssr: { resolve: { conditions: ['@stepwise/source', ...defaultServerConditions] } },
  server: {
    proxy,
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    // Every browser the portal supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // zod in a chunk of its own name: it loads with the API client, never on the first paint
      // (`npm run bench` prints each script of the first visit).
      output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] } },
    },
  },
});
