import { defineModule, type ModuleDeps } from '../define-module.ts';
import { createLiveHub } from './live-hub.ts';
import { liveRoutes } from './live.routes.ts';

export const liveModule = defineModule({
  name: 'live',
  create: ({ db, feed, log, liveOptions }: ModuleDeps) => ({ live: createLiveHub({ db, feed, warn: (m) => log.warn(m) }, liveOptions) }),
  routes: (api, { live, liveKeepaliveMs }) => api.register(liveRoutes, { live, keepaliveMs: liveKeepaliveMs }),
  // Open streams would keep the server from closing: they end first, and their clients go elsewhere.
  preClose: ({ live }) => live.close(),
});
