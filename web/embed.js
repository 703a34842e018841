// The embed page.  A teaching scenario (embed.html?game=...&scenario=...[&step=N])
// needs no interpreter: build.py drew every step at build time (embeds/<game>/
// <scenario>.json), and this script steps them (Next / Back, the arrow keys).
// "Play on from here" opens that step's position as a game on the page that plays
// games (index.html?game=...&scenario=...&step=N): Python starts only then.
// A saved game (embed.html#save=<packed save>) is replayed by the engine: the
// MicroPython UI (ui/embed.py) and the engine worker (boot.js) start only then.
(function () {
  'use strict';
  const byId = (id) => document.getElementById(id);
  const body = document.body;
  if (location.hash.startsWith('#save=')) {
    body.dataset.engine = 'loading';
    byId('engine-status').hidden = false;
    const add = (tag, attrs) => {
      const node = document.createElement(tag);
      for (const k in attrs) node.setAttribute(k, attrs[k]);
      (tag === 'link' ? document.head : body).appendChild(node);
    };
    add('link', { rel: 'stylesheet', href: './vendor/pyscript/core.css' });
    add('script', { src: './boot.js' });
    add('script', { src: './dom-helpers.js' });       // the UI's browser calls (ui/dom.py)
    add('script', { type: 'mpy', src: './ui/embed.py', config: './ui.json' });
    add('script', { type: 'module', src: './vendor/pyscript/core.js' });
    return;
  }
  const games = JSON.parse(byId('games-data').textContent);
  const scenarios = JSON.parse(byId('scenarios-data').textContent);
  const query = new URLSearchParams(location.search);
  const game = query.get('game') || 'rome-in-crisis';
  const asked = query.get('scenario');
  const known = scenarios[game] || [];
  const info = games.find((g) => g.id === game);
  const pretty = (name) => { const w = name.replace(/-/g, ' '); return w.charAt(0).toUpperCase() + w.slice(1); };
  byId('embed-title').textContent = (info ? info.title : game) + (asked ? ': ' + pretty(asked) : '');
  const refuse = (words) => { byId('message').textContent = words; byId('message').hidden = false; };
  let data = null, step = 0;
  const show = (k) => {
    step = Math.max(0, Math.min(k, data.captions.length - 1));
    byId('caption').textContent = data.captions[step];
    byId('step-count').textContent = 'Step ' + (step + 1) + ' of ' + data.captions.length;
    byId('board').innerHTML = data.boards[data.at[step]];
    byId('back-button').disabled = step <= 0;
    byId('next-button').disabled = step >= data.captions.length - 1;
    body.dataset.step = String(step);
    // The game page plays on from this step (app.py's scenario_from_url): in a new
    // tab when the embed sits in another page, so the reader keeps his place there.
    playOn.href = './index.html?' + new URLSearchParams({ game, scenario: name, step: step + 1 });
    playOn.hidden = false;
  };
  const playOn = byId('play-on');
  if (window.top !== window) { playOn.target = '_blank'; playOn.rel = 'noopener'; }
  byId('next-button').addEventListener('click', () => data && show(step + 1));
  byId('back-button').addEventListener('click', () => data && show(step - 1));
  document.addEventListener('keydown', (e) => {
    if (!data || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'ArrowRight' && step < data.captions.length - 1) show(step + 1);
    else if (e.key === 'ArrowLeft' && step > 0) show(step - 1);
  });
  body.dataset.ui = 'ready';
  const name = asked || known[0];
  if (!known.length) return refuse("There are no scenarios for '" + game + "' yet.");
  if (!known.includes(name)) {
    return refuse("Unknown scenario '" + name + "'; known: " + known.join(', ') + '.');
  }
  fetch('./embeds/' + game + '/' + name + '.json')
    .then((r) => { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json(); })
    .then((got) => {
      data = got;
      const first = parseInt(query.get('step') || '1', 10) - 1;
      show(Number.isNaN(first) ? 0 : first);
    })
    .catch((e) => refuse('This scenario could not be loaded (' + e.message + ').'));
})();
