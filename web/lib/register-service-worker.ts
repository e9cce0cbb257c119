/**
 * Registers /sw.js (public/sw.js: the app shell and hashed assets, never API answers) in a
 * production build, once the page has loaded so it never competes with the first paint.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch((err: unknown) => {
      // Installability is an extra: the app works without it; say why in the console.
      console.warn("service worker not registered", err);
    });
  });
}
