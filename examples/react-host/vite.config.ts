// A plain Vite React app: nothing Stepwise-specific is configured, as for any customer.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
