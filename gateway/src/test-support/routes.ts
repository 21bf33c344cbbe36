/** The routes express has registered: what tests walk to cover "every path" without a list. */
import type { Router } from 'express';

type Layer = { route?: { path: string | string[]; methods: Record<string, boolean> }; handle?: { stack?: unknown[] } };

/** Every (METHOD, /api/path) express registers under `router`, in OpenAPI path form ({id}). */
export function registeredRoutes(router: Router, prefix = '/api'): string[] {
  const out: string[] = [];
  for (const layer of (router as unknown as { stack: Layer[] }).stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const p of paths) {
        for (const m of Object.keys(layer.route.methods)) out.push(`${m.toUpperCase()} ${prefix}${String(p).replace(/:(\w+)/g, '{$1}')}`);
      }
    } else if (layer.handle && Array.isArray(layer.handle.stack)) {
      out.push(...registeredRoutes(layer.handle as unknown as Router, prefix));
    }
  }
  return out;
}
