import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The gateway serves web/dist in production; in development `npm run dev -w web` proxies the API
// to a gateway on port 4000 (graphql-ws subscriptions too, hence ws: true).
const gateway = 'http://localhost:4000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Two pages: the app, and the self-hosted GraphiQL playground the gateway serves at /graphiql.
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('graphiql.html', import.meta.url)),
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: gateway, ws: true },
      '/api': { target: gateway },
    },
  },
});
