/**
 * Registers /sw.js (public/sw.js: the app shell and hashed assets, never API answers) in a
 * production build, once the page has loaded so it never competes with the first paint. A
 * server-rendered page requests its scripts after the first paint (decision 088), often after
 * `load` has fired: then it registers at once.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch((err: unknown) => {
      // Installability is an extra: the app works without it; say why in the console.
      console.warn("service worker not registered", err);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
