// The engine's start: runs before the MicroPython UI, starts the engine worker
// (web/engine-worker.js: Pyodide, from this device's memory snapshot when it has
// one) and offers it to the UI as window.ludiEngine, a promise of an object with
// one method per function of engine.py's API (a JSON string in, a promise of a
// JSON string out).
//
// The lobby's progress bar follows the worker's real stages: downloading (the
// bytes counted as the worker receives them, n of m MB), starting Python,
// loading the engine; app.py says "ready".  A return visit (the service worker
// holds the site) that starts from its snapshot shows none.
(function () {
  'use strict';
  const data = JSON.parse(document.getElementById('boot-data').textContent);
  const bar = document.getElementById('engine-progress');
  const text = document.getElementById('engine-text');
  const status = document.getElementById('engine-status');
  // When each stage was reached (ms since navigation), read by benchmarks/bench_page.py.
  const stages = window.__bootStages = {};
  const MB = (n) => (n / 1e6).toFixed(1);
  const total = data.files.reduce((n, f) => n + f.bytes, 0);
  const sizes = {};
  for (const f of data.files) sizes[new URL(f.url, location.href).href] = f.bytes;
  const returning = !!(navigator.serviceWorker && navigator.serviceWorker.controller);
  let rank = 0;
  const ready = () => document.body.dataset.engine === 'ready';
  const say = (r, value, words) => {
    const name = words.replace(/:.*|…/g, '');
    if (!(name in stages)) stages[name] = Math.round(performance.now());
    if (!bar || r < rank || ready()) return;
    rank = r;
    bar.value = value;
    text.textContent = words;
    document.body.dataset.boot = String(r);
  };
  // A return visit starts from its snapshot: no progress to show, only "ready".
  // Without one (a new build), the stages of a fresh start are shown.
  const reveal = () => { if (status) status.style.display = ''; };
  if (returning && status) {
    status.style.display = 'none';
    const shown = new MutationObserver(() => {
      if (ready()) { reveal(); shown.disconnect(); }
    });
    shown.observe(document.body, { attributes: true, attributeFilter: ['data-engine'] });
  }

  let got = 0;
  let resolveEngine, rejectEngine;
  window.ludiEngine = new Promise((resolve, reject) => {
    resolveEngine = resolve;
    rejectEngine = reject;
  });
  const pending = new Map();
  let seq = 0;
  let worker;
  const start = (noSnapshot) => {
    worker = new Worker('./engine-worker.js', {
      type: 'module', name: JSON.stringify(Object.assign({}, data.engine, { noSnapshot, count: !returning })) });
    worker.onmessage = (event) => {
      const m = event.data;
      if (m.id !== undefined) {
        const done = pending.get(m.id);
        pending.delete(m.id);
        if (done) done(m.result);
      } else if (m.got !== undefined) {
        if (!(m.url in sizes)) return;
        got += m.got;
        if (returning) return;
        if (got < total) {
          say(1, Math.round(50 * got / total),
              'Downloading the engine: ' + MB(got) + ' of ' + MB(total) + ' MB…');
        } else {
          say(2, 55, 'Starting Python…');
        }
      } else if (m.stage === 'python') {
        reveal();
        say(returning ? 2 : 1, returning ? 55 : 0, returning ? 'Starting Python…'
            : 'Downloading the engine: 0.0 of ' + MB(total) + ' MB…');
      } else if (m.stage === 'engine') {
        say(3, 80, 'Loading the engine…');
      } else if (m.stage === 'restore') {
        say(3, 80, 'Loading the engine…');
      } else if (m.restart) {
        worker.terminate();                   // its snapshot was refused: start afresh
        start(true);
      } else if (m.ready) {
        stages['engine ' + m.from] = Math.round(performance.now());
        const engine = {};
        for (const name of m.names) {
          engine[name] = (arg) => new Promise((resolve) => {
            const id = ++seq;
            pending.set(id, resolve);
            worker.postMessage({ id, fn: name, arg: arg === undefined ? '{}' : String(arg) });
          });
        }
        resolveEngine(engine);
      } else if (m.failed) {
        fail(m.failed);
      }
    };
    // A worker that cannot even load (no module workers): said, not waited for.
    worker.onerror = (event) => {
      if (!started) fail(event.message || 'the engine worker did not load');
    };
  };
  let started = false;
  window.ludiEngine.then(() => { started = true; }, () => {});
  const fail = (why) => {
    console.error('The engine did not start: ' + why);
    if (text) text.textContent = 'The game engine could not start in this browser.';
    rejectEngine(new Error(why));
  };
  start(false);
})();
