/** The service worker's cache of API answers (service-worker/sw.ts): personal, so it ends with the session. */
export const API_CACHE = 'cardbinder-api';
