// The engine's start in stages, shown in the lobby's progress bar before any Python
// runs: downloading (n of m MB), then starting Python and loading the engine; app.py
// says "ready".  On a first visit the big files are fetched here, counted as they
// arrive, and the engine worker then finds them in the browser's cache; once the
// service worker holds the site, nothing is downloaded and the count is skipped.
// PyScript forwards its worker's own progress ("Loading Pyodide", ...) to the page
// only when the page is cross-origin isolated, which a static host does not give;
// when it does, the two later stages are told apart too.
(function () {
  'use strict';
  const files = JSON.parse(document.getElementById('boot-data').textContent);
  const bar = document.getElementById('engine-progress');
  const text = document.getElementById('engine-text');
  let stage = 0;
  // When each stage was reached (ms since navigation), read by benchmarks/bench_page.py.
  const stages = window.__bootStages = {};
  const MB = (n) => (n / 1e6).toFixed(1);
  const say = (rank, value, words) => {
    if (!bar || rank < stage || document.body.dataset.engine === 'ready') return;
    stage = rank;
    stages[words.replace(/:.*|…/g, '')] = stages[words.replace(/:.*|…/g, '')] ||
      Math.round(performance.now());
    bar.value = value;
    text.textContent = words;
    document.body.dataset.boot = String(rank);
  };
  // When each stage of either interpreter's start was reached (ms since navigation),
  // read by benchmarks/bench_page.py to show where a start spends its time.
  addEventListener('py:progress', (ev) => {
    const what = String(ev.detail || '');
    if (!(what in stages)) stages[what] = Math.round(performance.now());
    if (what === 'Loading Pyodide') say(2, 55, 'Starting Python…');
    else if (what === 'Loaded Pyodide') say(3, 80, 'Loading the engine…');
  });
  const total = files.reduce((n, f) => n + f.bytes, 0);
  const controlled = navigator.serviceWorker && navigator.serviceWorker.controller;
  if (controlled || !window.fetch || !window.ReadableStream) {
    say(2, 55, 'Starting Python and loading the engine…');
    return;
  }
  let got = 0;
  say(1, 0, 'Downloading the engine: 0.0 of ' + MB(total) + ' MB…');
  const count = (n) => {
    got += n;
    say(1, Math.min(50, Math.round(50 * got / total)),
        'Downloading the engine: ' + MB(Math.min(got, total)) + ' of ' + MB(total) + ' MB…');
    if (got >= total) say(2, 55, 'Starting Python and loading the engine…');
  };
  for (const f of files) {
    fetch(f.url).then((r) => {
      if (!r.ok || !r.body) { count(f.bytes); return; }
      const reader = r.body.getReader();
      const pump = () => reader.read().then(({done, value}) => {
        if (done) return;
        count(value.length);
        return pump();
      });
      return pump();
    }).catch(() => count(f.bytes));
  }
})();
