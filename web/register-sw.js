// Registers the service worker (sw.js, written by build.py). On pages that load
// the engine we wait until it is ready, so pre-caching the site does not compete
// with the engine's first download.
(function () {
  if (!("serviceWorker" in navigator)) return;
  const register = () => navigator.serviceWorker.register("./sw.js")
    .catch((err) => console.warn("service worker not registered:", err));
  const body = document.body;
  if (body.dataset.engine === undefined || body.dataset.engine === "ready") {
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register);
    return;
  }
  new MutationObserver((_, observer) => {
    if (body.dataset.engine !== "ready") return;
    observer.disconnect();
    register();
  }).observe(body, { attributes: true, attributeFilter: ["data-engine"] });
})();
